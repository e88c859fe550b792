import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listTenantSlugs } from '../../src/config/load-tenant.ts';
import { FIXTURE_TENANTS_DIR } from '../../tests/support/fixture-tenants.ts';
import { ROOT } from './paths.ts';
import { validateTenants } from './tenant-validation.ts';

// The minimal fixture tenant with a webhook whose secret lives in MINIMAL_WEBHOOK_SECRET.
const root = mkdtempSync(join(tmpdir(), 'validate-'));
cpSync(join(FIXTURE_TENANTS_DIR, 'minimal'), join(root, 'minimal'), { recursive: true });
const siteFile = join(root, 'minimal', 'site.json');
const site = JSON.parse(readFileSync(siteFile, 'utf8')) as Record<string, unknown>;
writeFileSync(
  siteFile,
  JSON.stringify({
    ...site,
    leads: { webhook: { url: 'https://crm.example/hooks/minimal', secretEnv: 'MINIMAL_WEBHOOK_SECRET' } },
  }),
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const GOOD = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

describe('npm run validate: the webhook secrets a tenant names', () => {
  it('reports a secret set to something that cannot sign, naming tenant and variable', () => {
    expect(validateTenants(root, { MINIMAL_WEBHOOK_SECRET: 'correct horse battery staple' })).toEqual({
      valid: [],
      problems: [
        "✗ minimal: webhook secret MINIMAL_WEBHOOK_SECRET must be 'whsec_' followed by base64 of 24 to 64 random bytes (make one with: echo whsec_$(openssl rand -base64 32))",
      ],
    });
  });
  it('passes a whsec_ secret', () => {
    expect(validateTenants(root, { MINIMAL_WEBHOOK_SECRET: GOOD })).toEqual({ valid: ['✓ minimal'], problems: [] });
  });
  it('leaves an unset secret alone (validation runs where the secrets are not)', () => {
    expect(validateTenants(root, {})).toEqual({ valid: ['✓ minimal'], problems: [] });
  });
});

describe('npm run validate: which tenants, and clashes between them', () => {
  const two = mkdtempSync(join(tmpdir(), 'validate-two-'));
  afterAll(() => rmSync(two, { recursive: true, force: true }));
  for (const slug of ['minimal', 'copy'])
    cpSync(join(FIXTURE_TENANTS_DIR, 'minimal'), join(two, slug), { recursive: true });
  it('reports a copy that was not renamed, naming file and path', () => {
    const { valid, problems } = validateTenants(two, {});
    expect(valid).toEqual([]);
    expect(problems[0]).toBe(
      "✗ copy: clashes with another tenant:\n  tenants/copy/site.json → id: 9001 is also tenant minimal's id\n" +
        `  tenants/copy/site.json → name: "Minimal Motors" is also tenant minimal's name\n` +
        `  tenants/copy/site.json → url: "https://www.minimal-motors.example" is also tenant minimal's url\n` +
        "  tenants/copy/locations.json → 0.dealership_id: dealership id 1 is also tenant minimal's; each dealership needs its own id",
    );
  });
  it('--tenant limits the report to the named tenants and reports a name with no folder', () => {
    const { valid, problems } = validateTenants(root, {}, ['minimal', 'nowhere']);
    expect(valid).toEqual(['✓ minimal']);
    expect(problems).toEqual([`✗ nowhere: no such tenant folder in ${root}`]);
    expect(validateTenants(two, {}, ['minimal']).problems.map((p) => p.split(':')[0])).toEqual(['✗ minimal']);
  });
});

describe('npm run validate: the command', () => {
  const run = (tenantsDir: string, ...args: string[]) =>
    spawnSync(process.execPath, [join(ROOT, 'scripts', 'validate-tenants.ts'), ...args], {
      env: { ...process.env, TENANTS_DIR: tenantsDir, MINIMAL_WEBHOOK_SECRET: '' },
      encoding: 'utf8',
    });
  it('exits 0 printing the sound tenants, 1 printing the problems', () => {
    const good = run(root);
    expect([good.status, good.stdout]).toEqual([0, '✓ minimal\n']);
    const broken = mkdtempSync(join(tmpdir(), 'validate-broken-'));
    cpSync(join(root, 'minimal'), join(broken, 'minimal'), { recursive: true });
    writeFileSync(join(broken, 'minimal', 'site.json'), JSON.stringify({ ...site, featurs: {} }));
    const bad = run(broken, '--tenant=minimal');
    rmSync(broken, { recursive: true, force: true });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('site.json → featurs: unknown key; did you mean "features"?');
  });
  it('checks the tenants of tenants/ by default, never the fixture tenants of the tests', () => {
    const { TENANTS_DIR: _set, ...env } = process.env;
    const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'validate-tenants.ts')], {
      env,
      encoding: 'utf8',
    });
    const named = new Set(
      `${result.stdout}${result.stderr}`.split('\n').flatMap((line) => /^[✓✗] ([a-z0-9-]+)/.exec(line)?.[1] ?? []),
    );
    expect([...named].sort()).toEqual(listTenantSlugs(join(ROOT, 'tenants')));
    expect(listTenantSlugs(FIXTURE_TENANTS_DIR).filter((slug) => named.has(slug))).toEqual([]);
  });
});

describe('the fixture tenants (tests/fixtures/tenants)', () => {
  it('are all valid and clash with none of each other', () => {
    const slugs = listTenantSlugs(FIXTURE_TENANTS_DIR);
    expect(slugs.length).toBeGreaterThanOrEqual(5);
    expect(validateTenants(FIXTURE_TENANTS_DIR, {})).toEqual({ valid: slugs.map((slug) => `✓ ${slug}`), problems: [] });
  });
});
