import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTenant } from '../../src/config/load-tenant.ts';
import { renameText, scaffoldTenant } from './new-tenant.ts';
import { ROOT } from './paths.ts';
import { validateTenants } from './tenant-validation.ts';

// A copy of the demo tenants: the new tenants are written beside them, never into tenants/.
const root = mkdtempSync(join(tmpdir(), 'new-tenant-'));
for (const slug of ['harbourside', 'coastal-toyota', 'outback-rv'])
  cpSync(join(ROOT, 'tenants', slug), join(root, slug), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run new-tenant', () => {
  it('copies a tenant with its names, addresses and ids replaced, and the copy passes validation', () => {
    scaffoldTenant(root, { slug: 'sunny-rv', from: 'outback-rv', name: 'Sunny RV & Caravans' });
    expect(validateTenants(root, {}, ['sunny-rv'])).toEqual({ valid: ['✓ sunny-rv'], problems: [] });
    const tenant = loadTenant('sunny-rv', root);
    expect(tenant.site).toMatchObject({
      id: 302,
      name: 'Sunny RV & Caravans',
      url: 'https://www.sunnyrv.example.com.au',
    });
    expect(tenant.site.leads.email).toEqual({
      to: 'sales@sunnyrv.example.com.au',
      from: 'website@sunnyrv.example.com.au',
    });
    expect(tenant.locations.map((l) => [l.dealership_id, l.dealership_slug, l.dealership_name])).toContainEqual([
      303,
      'sunny-rv-townsville',
      'Sunny RV & Caravans Townsville',
    ]);
    expect(readFileSync(join(root, 'sunny-rv', 'content', 'about-us.md'), 'utf8')).not.toContain('Outback RV');
  });
  it('takes an address when given one, and renames hosts and secret variable names too', () => {
    scaffoldTenant(root, {
      slug: 'bay-motors',
      from: 'harbourside',
      name: 'Bay Motor Group',
      url: 'https://www.baymotors.com.au',
    });
    expect(validateTenants(root, {}, ['bay-motors']).problems).toEqual([]);
    const { site } = loadTenant('bay-motors', root);
    expect(site.hosts).toEqual(['baymotors.com.au', 'www.baymotors.com.au']);
    expect(site.leads.webhook?.secretEnv).toBe('BAY_MOTORS_WEBHOOK_SECRET');
  });
  it('refuses a slug that is taken or a source that does not exist', () => {
    expect(() => scaffoldTenant(root, { slug: 'outback-rv', from: 'harbourside', name: 'X' })).toThrow(
      'already exists',
    );
    expect(() => scaffoldTenant(root, { slug: 'x', from: 'nowhere', name: 'X' })).toThrow('no tenant nowhere');
  });
  it('replaces in one pass, so a new name holding an old one is not renamed twice', () => {
    const pairs: [string, string][] = [
      ['Harbourside Motor Group', 'Harbourside North'],
      ['Harbourside', 'Harbourside North'],
    ];
    expect(renameText('Harbourside Motor Group and Harbourside Kia', pairs)).toBe(
      'Harbourside North and Harbourside North Kia',
    );
  });
});
