import { describe, expect, it } from 'vitest';
import { carLookup } from '../cars/functions-car.ts';
import { alphaTenant, STOCK } from '../../../tests/support/server/tenants.ts';
import { functionsBundle, parseFunctionsBundle } from './functions-bundle.ts';

describe('the functions bundle a build writes', () => {
  const headersFile = '/*\n  X-Frame-Options: DENY\n';
  const bundle = JSON.parse(
    JSON.stringify(functionsBundle(alphaTenant(), STOCK['alpha'] ?? [], 'stamp-1', headersFile)),
  );

  it('reads back as the tenant and cars the build had, with only the fields the functions use', () => {
    const { tenant, cars, build, headersFile: headers } = parseFunctionsBundle(bundle, '/dist/.functions/alpha');
    expect(build).toBe('stamp-1');
    expect(headers).toBe(headersFile);
    expect(tenant.site).toEqual({ ...alphaTenant().site, stock: { type: 'file', path: '/nowhere/alpha/stock.json' } });
    expect(tenant.locations).toEqual(alphaTenant().locations);
    expect(tenant.dir).toBe('/dist/.functions/alpha');
    expect(cars[0]).toMatchObject({
      id: 1,
      slug: 'car-1',
      price: 28990,
      views: 10,
      photos_count: 1,
      autograb_data: { average_market_price: 30500 },
    });
    expect(cars[0]).not.toHaveProperty('images');
    expect(cars[0]).not.toHaveProperty('created_at');
  });

  it("keeps a file stock feed reachable from the bundle's folder: its path made absolute from the tenant's", () => {
    const tenant = alphaTenant();
    const absolute = {
      ...tenant,
      site: { ...tenant.site, stock: { type: 'file' as const, path: '/feeds/alpha.json' } },
    };
    const read = parseFunctionsBundle(
      JSON.parse(JSON.stringify(functionsBundle(absolute, [], 'stamp-1', headersFile))),
      '/dist/.functions/alpha',
    );
    expect(read.tenant.site.stock).toEqual({ type: 'file', path: '/feeds/alpha.json' });
    // The relative stock.json of alpha (the first test) reads from /nowhere/alpha, where the tenant's files were.
    expect(parseFunctionsBundle(bundle, '/dist/.functions/alpha').tenant.site.stock).toEqual({
      type: 'file',
      path: '/nowhere/alpha/stock.json',
    });
  });

  it('looks a car up by id or slug within its own tenant only', () => {
    const getCar = carLookup({ alpha: parseFunctionsBundle(bundle, 'x').cars });
    expect(getCar('alpha', 2)?.status).toBe('sold');
    expect(getCar('alpha', 'car-2')?.id).toBe(2);
    expect(getCar('alpha', 3)).toBeUndefined();
    expect(getCar('beta', 1)).toBeUndefined();
  });

  it('refuses a bundle of another shape, naming the file and the field', () => {
    const broken = { ...bundle, cars: [{ ...bundle.cars[0], photos_count: -1 }] };
    expect(() => parseFunctionsBundle(broken, 'dist/.functions/alpha/functions.json')).toThrow(
      /dist\/\.functions\/alpha\/functions\.json is not a functions bundle.*cars\.0\.photos_count/,
    );
  });
});
