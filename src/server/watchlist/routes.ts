import { Hono } from 'hono';
import * as v from 'valibot';
import { IdSchema, PhoneSchema } from '../../features/forms/rules/schemas/fields.ts';
import { MESSAGES } from '../../features/forms/rules/schemas/messages.ts';
import { normalizeAuPhone } from '../../features/forms/rules/schemas/phone.ts';
import { currentUser } from '../auth/sessions.ts';
import type { AppEnv } from '../deps.ts';
import { fieldErrors } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { num } from '../store/db.ts';
import { throttleLookup } from '../throttle/throttle.ts';

/** spec/site §7: body phone_number, car_id (a numeric id, also accepted as a digit string). */
const CarBody = v.object(
  {
    phone_number: v.optional(PhoneSchema),
    car_id: v.union(
      [
        IdSchema,
        v.pipe(v.string(MESSAGES.number), v.regex(/^\d{1,10}$/, MESSAGES.number), v.transform(Number), IdSchema),
      ],
      MESSAGES.number,
    ),
  },
  MESSAGES.required,
);

/** The sign-in redirect the UI follows on 401 (spec: /sign-in?type=watchlist&redirect=...&back=...). */
const SIGN_IN = { error: 'Please sign in to save cars.', sign_in: '/sign-in?type=watchlist' };

/** POST /api/watchlist/save-car and /remove-car, GET /api/watchlist: a signed-in shopper's saved cars. */
export function watchlistRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const user = await currentUser(c);
    if (!user) return c.json(SIGN_IN, 401);
    const rows = await c.var.deps.store.all(
      'SELECT car_id FROM watchlist WHERE tenant = ? AND user_id = ? ORDER BY created_at',
      [c.var.tenant.slug, user.id],
    );
    return c.json({ cars: rows.map((r) => num(r['car_id'])) });
  });
  app.post('/save-car', validate('json', CarBody), async (c) => {
    const { deps, tenant } = c.var;
    const user = await currentUser(c);
    if (!user) return c.json(SIGN_IN, 401);
    const { phone_number, car_id } = c.req.valid('json');
    if (phone_number !== undefined && phone_number !== user.phone)
      return fieldErrors(c, { phone_number: 'This is not the signed-in phone number.' }, 403);
    const car = deps.getCar(tenant.slug, car_id);
    if (!car) return fieldErrors(c, { car_id: 'This car is not available.' }, 422);
    const saved = await deps.store.get(
      'SELECT 1 AS one FROM watchlist WHERE tenant = ? AND user_id = ? AND car_id = ?',
      [tenant.slug, user.id, car.id],
    );
    // spec/shopper §4: a sold car cannot be saved unless already saved.
    if (!saved && car.status === 'sold') return fieldErrors(c, { car_id: 'This car has been sold.' }, 409);
    await deps.store.run(
      'INSERT INTO watchlist (tenant, user_id, car_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
      [tenant.slug, user.id, car.id, deps.clock()],
    );
    return c.json({ success: true });
  });
  app.post('/remove-car', validate('json', CarBody), async (c) => {
    const { deps, tenant } = c.var;
    const user = await currentUser(c);
    if (!user) return c.json(SIGN_IN, 401);
    const { phone_number, car_id } = c.req.valid('json');
    if (phone_number !== undefined && phone_number !== user.phone)
      return fieldErrors(c, { phone_number: 'This is not the signed-in phone number.' }, 403);
    await deps.store.run('DELETE FROM watchlist WHERE tenant = ? AND user_id = ? AND car_id = ?', [
      tenant.slug,
      user.id,
      car_id,
    ]);
    return c.json({ success: true });
  });
  return app;
}

/** GET /api/check-if-contact-exists?phone_number=: whether this site knows a shopper with that phone. */
export function contactExistsRoute(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', validate('query', v.object({ phone_number: PhoneSchema }, MESSAGES.required)), async (c) => {
    const throttled = throttleLookup(c, 'contacts');
    if (throttled) return throttled;
    const phone = normalizeAuPhone(c.req.valid('query').phone_number);
    const row = await c.var.deps.store.get('SELECT 1 AS one FROM users WHERE tenant = ? AND phone = ?', [
      c.var.tenant.slug,
      phone,
    ]);
    return c.json({ data: { exists: row !== undefined } });
  });
  return app;
}
