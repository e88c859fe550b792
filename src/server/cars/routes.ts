import { Hono, type Context } from 'hono';
import { hasAutogauge } from '../../features/vehicle/rules/price-comparison.ts';
import type { AppEnv } from '../deps.ts';
import { num } from '../store/db.ts';
import { ipKey } from '../verify/send.ts';
import { priceComparison } from './price-comparison.ts';
import { countView } from './view-count.ts';

const carOf = (c: Context<AppEnv>) => c.var.deps.getCar(c.var.tenant.slug, c.req.param('slug') ?? '');
const NOT_FOUND = { error: 'Car not found.' };

/** GET /api/cars/:slug/autogauge, POST /api/cars/:slug/view, GET /api/cars/:slug/view.json. */
export function carRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/:slug/autogauge', (c) => {
    const car = carOf(c);
    if (!car) return c.json(NOT_FOUND, 404);
    if (!hasAutogauge(c.var.tenant.site.plugins)) return c.json({ error: 'No data returned' }, 404);
    const comparison = priceComparison(car);
    return comparison ? c.json(comparison) : c.json({ error: 'No data returned' }, 404);
  });

  app.post('/:slug/view', async (c) => {
    const car = carOf(c);
    if (!car) return c.json(NOT_FOUND, 404);
    const { deps, tenant } = c.var;
    await countView(deps.store, { tenant: tenant.slug, carId: car.id, clientKey: ipKey(c) }, deps.clock());
    return c.json(await viewAnswer(c, car.id, car.views, car.photos_count));
  });

  app.get('/:slug/view.json', async (c) => {
    const car = carOf(c);
    if (!car) return c.json(NOT_FOUND, 404);
    return c.json(await viewAnswer(c, car.id, car.views, car.photos_count));
  });

  return app;
}

/** spec/shopper §7 view.json answer: views (stock count plus recorded views) and car_fields. */
async function viewAnswer(c: Context<AppEnv>, carId: number, stockViews: number, photos: number) {
  const row = await c.var.deps.store.get('SELECT views FROM car_views WHERE tenant = ? AND car_id = ?', [
    c.var.tenant.slug,
    carId,
  ]);
  return { views: stockViews + num(row?.['views'] ?? 0), car_fields: { photos_count: photos } };
}
