import { describe, expect, it } from 'vitest';
import { changedTenants } from './changed-tenants-rule.ts';

const tenants = ['outback-rv', 'harbourside', 'coastal-toyota'];

describe('which tenants a push rebuilds', () => {
  it("a promo change rebuilds only that tenant's site", () => {
    expect(
      changedTenants(['tenants/harbourside/promos.json', 'tenants/harbourside/news/sale.md', ''], tenants),
    ).toEqual(['harbourside']);
  });
  it('a change to shared code or dependencies rebuilds every tenant', () => {
    expect(changedTenants(['tenants/harbourside/site.json', 'src/features/search/search.css'], tenants)).toEqual([
      'coastal-toyota',
      'harbourside',
      'outback-rv',
    ]);
    expect(changedTenants(['package-lock.json'], tenants)).toHaveLength(3);
  });
  it('documentation and tests rebuild nothing; a removed tenant is not deployed', () => {
    expect(
      changedTenants(
        [
          'README.md',
          'tests/e2e/search.spec.ts',
          'tests/fixtures/tenants/caravans/site.json',
          'tenants/gone/site.json',
        ],
        tenants,
      ),
    ).toEqual([]);
  });
});
