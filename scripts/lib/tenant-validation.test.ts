import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';
import { validateTenants } from './tenant-validation.ts';

// The minimal fixture tenant with a webhook whose secret lives in MINIMAL_WEBHOOK_SECRET.
const root = mkdtempSync(join(tmpdir(), 'validate-'));
cpSync(join(ROOT, 'tests', 'fixtures', 'tenants', 'minimal'), join(root, 'minimal'), { recursive: true });
const siteFile = join(root, 'minimal', 'site.json');
const site = JSON.parse(readFileSync(siteFile, 'utf8')) as Record<string, unknown>;
writeFileSync(siteFile, JSON.stringify({ ...site, leads: { webhook: { url: 'https://crm.example/hooks/minimal', secretEnv: 'MINIMAL_WEBHOOK_SECRET' } } }));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const GOOD = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

describe('npm run validate: the webhook secrets a tenant names', () => {
  it('reports a secret set to something that cannot sign, naming tenant and variable', () => {
    expect(validateTenants(root, { MINIMAL_WEBHOOK_SECRET: 'correct horse battery staple' })).toEqual({
      valid: [],
      problems: ["✗ minimal: webhook secret MINIMAL_WEBHOOK_SECRET must be 'whsec_' followed by base64 of 24 to 64 random bytes (make one with: echo whsec_$(openssl rand -base64 32))"],
    });
  });
  it('passes a whsec_ secret', () => {
    expect(validateTenants(root, { MINIMAL_WEBHOOK_SECRET: GOOD })).toEqual({ valid: ['✓ minimal'], problems: [] });
  });
  it('leaves an unset secret alone (validation runs where the secrets are not)', () => {
    expect(validateTenants(root, {})).toEqual({ valid: ['✓ minimal'], problems: [] });
  });
});
