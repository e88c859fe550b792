import type { Tenant } from '../../../config/load-tenant.ts';
import { stockOnce } from '../../stock/build/stock-once.ts';
import { isListed } from '../../stock/rules/stock-rule.ts';
import { carLite, type CarLite } from '../rules/car-lite.ts';

let cached: Promise<CarLite[]> | undefined;

/** Build time: the tenant's listed cars as CarLite rows, loaded once per build. */
export function listedCarsLite(tenant: Tenant): Promise<CarLite[]> {
  cached ??= stockOnce(tenant).then(({ cars }) => {
    const now = Date.now() / 1000;
    return cars.filter((c) => isListed(c, now, tenant.site.include_sold_cars_days)).map(carLite);
  });
  return cached;
}
