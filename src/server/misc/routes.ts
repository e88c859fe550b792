import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  CalendarDateSchema,
  isWithinBookingWindow,
  utcToday,
} from '../../features/forms/rules/schemas/calendar-date.ts';
import { IdSchema, optionalId } from '../../features/forms/rules/schemas/fields.ts';
import { MESSAGES } from '../../features/forms/rules/schemas/messages.ts';
import type { AppEnv } from '../deps.ts';
import { fieldErrors } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { findLead } from '../leads/lead-store.ts';
import { throttleWrite } from '../throttle/throttle.ts';
import { appointmentTimes } from './appointments.ts';
import {
  deliveryEstimate,
  NO_ESTIMATE_MESSAGE as NO_DELIVERY,
} from '../../features/vehicle/rules/delivery-estimate.ts';

const RevealBody = v.object({ car_id: IdSchema, dealership_id: IdSchema, website_id: IdSchema }, MESSAGES.required);
const MiscBody = v.object(
  {
    column_name: v.picklist(['valuation'], MESSAGES.choice),
    car_id: optionalId,
    lead_id: v.optional(v.pipe(v.string(MESSAGES.choice), v.maxLength(100, MESSAGES.tooLong))),
    value: v.record(v.pipe(v.string(), v.maxLength(100)), v.unknown(), MESSAGES.required),
  },
  MESSAGES.required,
);

/** Phone reveal, delivery estimate, miscellaneous (valuation), manufacturer locations, appointment times. */
export function miscRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/phone-reveal', validate('json', RevealBody), async (c) => {
    const { deps, tenant } = c.var;
    const body = c.req.valid('json');
    if (body.website_id !== tenant.site.id) return fieldErrors(c, { website_id: 'Unknown website.' }, 422);
    if (!tenant.locations.some((l) => l.dealership_id === body.dealership_id))
      return fieldErrors(c, { dealership_id: 'Unknown dealership.' }, 422);
    if (!deps.getCar(tenant.slug, body.car_id)) return fieldErrors(c, { car_id: 'This car is not available.' }, 422);
    const throttled = throttleWrite(c, 'records');
    if (throttled) return throttled;
    await deps.store.run(
      'INSERT INTO phone_reveals (id, tenant, car_id, dealership_id, website_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      [randomUUID(), tenant.slug, body.car_id, body.dealership_id, body.website_id, deps.clock()],
    );
    return c.json({ ok: true }, 201);
  });

  app.get('/delivery-estimate', (c) => {
    const estimate = deliveryEstimate(c.req.query('postcode') ?? '', c.var.tenant.site.delivery);
    if (estimate.kind === 'estimate') return c.json({ name: estimate.name, price: estimate.price });
    // Empty or malformed postcodes are the caller's error (400); an uncovered postcode has no estimate (404).
    const status = estimate.message === NO_DELIVERY ? 404 : 400;
    return c.json({ error: estimate.message, fields: { postcode: estimate.message } }, status);
  });

  app.post('/miscellaneous', validate('json', MiscBody), async (c) => {
    const { deps, tenant } = c.var;
    const body = c.req.valid('json');
    const value = JSON.stringify(body.value);
    const maxBytes = c.var.limits.miscValueBytes;
    if (Buffer.byteLength(value) > maxBytes)
      return fieldErrors(c, { value: `At most ${maxBytes} bytes of JSON.` }, 413);
    if (body.car_id !== undefined && !deps.getCar(tenant.slug, body.car_id))
      return fieldErrors(c, { car_id: 'This car is not available.' }, 422);
    if (body.lead_id !== undefined && !(await findLead(deps.store, tenant.slug, body.lead_id)))
      return fieldErrors(c, { lead_id: 'Lead not found.' }, 422);
    const throttled = throttleWrite(c, 'records');
    if (throttled) return throttled;
    const id = randomUUID();
    await deps.store.run(
      'INSERT INTO miscellaneous (id, tenant, column_name, car_id, lead_id, value_json, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [id, tenant.slug, body.column_name, body.car_id ?? null, body.lead_id ?? null, value, deps.clock()],
    );
    deps.logger.info('misc.saved', { tenant: tenant.slug, column_name: body.column_name });
    return c.json({ ok: true, id }, 201);
  });

  app.get('/manufacturer-locations', (c) => {
    const { site, locations } = c.var.tenant;
    const make = c.req.query('manufacturer')?.toLowerCase();
    const visible = locations.filter(
      (l) => l.visible && (!make || l.manufacturers.some((m) => m.toLowerCase() === make)),
    );
    const dealerships = [...new Map(visible.map((l) => [l.dealership_id, l])).values()];
    const websites = dealerships.map((d) => ({
      id: site.id,
      name: d.dealership_name,
      url: site.url,
      dealership: { id: d.dealership_id, slug: d.dealership_slug, name: d.dealership_name },
      locations: visible
        .filter((l) => l.dealership_id === d.dealership_id)
        .map((l) => ({
          id: l.id,
          slug: l.slug,
          name: l.name,
          location_type: l.location_type,
          manufacturers: l.manufacturers,
          address: l.address,
          phone: l.contact_detail.phone,
        })),
    }));
    return c.json({ websites });
  });

  app.get(
    '/appointments',
    validate(
      'query',
      v.object(
        {
          location_id: v.pipe(
            v.string(MESSAGES.location),
            v.regex(/^\d{1,10}$/, MESSAGES.location),
            v.transform(Number),
          ),
          date: CalendarDateSchema,
        },
        MESSAGES.required,
      ),
    ),
    (c) => {
      const { location_id, date } = c.req.valid('query');
      // The test-drive lead refuses such a day, so no times are offered for it.
      if (!isWithinBookingWindow(date, utcToday(c.var.deps.clock())))
        return fieldErrors(c, { date: MESSAGES.bookingWindow });
      const location = c.var.tenant.locations.find((l) => l.id === location_id);
      if (!location) return fieldErrors(c, { location_id: MESSAGES.location }, 404);
      return c.json({ location_id, date, times: appointmentTimes(location, date, c.var.deps.clock()) });
    },
  );

  return app;
}
