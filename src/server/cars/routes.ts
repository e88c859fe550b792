import { Hono, type Context } from 'hono';
import type { AppEnv } from '../deps.ts';
import { num } from '../store/db.ts';
import { priceComparison } from './price-comparison.ts';

const carOf = (c: Context<AppEnv>) => c.var.deps.getCar(c.var.tenant.slug, c.req.param('slug') ?? '');
const NOT_FOUND = { error: 'Car not found.' };

/** GET /api/cars/:slug/autogauge, POST /api/cars/:slug/view, GET /api/cars/:slug/view.json. */
export function carRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/:slug/autogauge', (c) => {
    const car = carOf(c);
    if (!car) return c.json(NOT_FOUND, 404);
    // site.plugins feature 'Autogauge' enables the used-car price check (spec 3).
    if (!c.var.tenant.site.plugins.some((p) => p.feature === 'Autogauge')) return c.json({ error: 'No data returned' }, 404);
    const comparison = priceComparison(car);
    return comparison ? c.json(comparison) : c.json({ error: 'No data returned' }, 404);
  });

  app.post('/:slug/view', async (c) => {
    const car = carOf(c);
    if (!car) return c.json(NOT_FOUND, 404);
    const { store } = c.var.deps;
    await store.run('INSERT INTO car_views (tenant, car_id, views) VALUES (?, ?, 1) ON CONFLICT (tenant, car_id) DO UPDATE SET views = car_views.views + 1', [c.var.tenant.slug, car.id]);
    return c.json(await viewAnswer(c, car.id, car.views, car.images.length));
  });

  app.get('/:slug/view.json', async (c) => {
    const car = carOf(c);
    if (!car) return c.json(NOT_FOUND, 404);
    return c.json(await viewAnswer(c, car.id, car.views, car.images.length));
  });

  return app;
}

/** spec 7 view.json answer: views (stock count plus recorded views) and car_fields. */
async function viewAnswer(c: Context<AppEnv>, carId: number, stockViews: number, photos: number) {
  const row = await c.var.deps.store.get('SELECT views FROM car_views WHERE tenant = ? AND car_id = ?', [c.var.tenant.slug, carId]);
  return { views: stockViews + num(row?.['views'] ?? 0), car_fields: { photos_count: photos } };
}
