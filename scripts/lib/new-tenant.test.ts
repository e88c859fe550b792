import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAllTenants, loadTenant } from '../../src/config/load-tenant.ts';
import { FIXTURE_TENANTS_DIR } from '../../tests/support/fixture-tenants.ts';
import { renameText, scaffoldTenant } from './new-tenant.ts';
import { validateTenants } from './tenant-validation.ts';

// A copy of the fixture tenants: the new tenants are written beside them, never into tests/fixtures or tenants/.
const root = mkdtempSync(join(tmpdir(), 'new-tenant-'));
cpSync(FIXTURE_TENANTS_DIR, root, { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));
const { tenants } = loadAllTenants(FIXTURE_TENANTS_DIR);
const lastSiteId = Math.max(...tenants.map((t) => t.site.id));
const lastDealershipId = Math.max(...tenants.flatMap((t) => t.locations.map((l) => l.dealership_id)));

describe('npm run new-tenant', () => {
  it('copies a tenant with its names, addresses and ids replaced, and the copy passes validation', () => {
    // caravans: 'Fixture RV Centre' at https://www.fixture-rv-centre.example, dealership 'caravans-townsville'.
    scaffoldTenant(root, { slug: 'sunny-rv', from: 'caravans', name: 'Sunny RV & Caravans' });
    expect(validateTenants(root, {}, ['sunny-rv'])).toEqual({ valid: ['✓ sunny-rv'], problems: [] });
    const tenant = loadTenant('sunny-rv', root);
    expect(tenant.site).toMatchObject({
      id: lastSiteId + 1,
      name: 'Sunny RV & Caravans',
      url: 'https://www.sunnyrv.example',
    });
    expect(tenant.site.leads.email).toEqual({
      to: 'sales@sunnyrv.example',
      from: 'website@sunnyrv.example',
    });
    expect(tenant.locations.map((l) => [l.dealership_id, l.dealership_slug, l.dealership_name])).toContainEqual([
      lastDealershipId + 1,
      'sunny-rv-townsville',
      'Sunny RV & Caravans Townsville',
    ]);
    const aboutUs = readFileSync(join(root, 'sunny-rv', 'content', 'about-us.md'), 'utf8');
    expect(aboutUs).toContain('Sunny RV & Caravans');
    expect(aboutUs).not.toContain('Fixture RV Centre');
  });
  it('takes an address when given one, and renames hosts and secret variable names too', () => {
    scaffoldTenant(root, {
      slug: 'bay-motors',
      from: 'multi-franchise',
      name: 'Bay Motor Group',
      url: 'https://www.baymotors.com.au',
    });
    expect(validateTenants(root, {}, ['bay-motors']).problems).toEqual([]);
    const { site } = loadTenant('bay-motors', root);
    expect(site.hosts).toEqual(['baymotors.com.au', 'www.baymotors.com.au']);
    expect(site.leads.webhook?.secretEnv).toBe('BAY_MOTORS_WEBHOOK_SECRET');
  });
  it('refuses a slug that is taken or a source that does not exist', () => {
    expect(() => scaffoldTenant(root, { slug: 'caravans', from: 'multi-franchise', name: 'X' })).toThrow(
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
