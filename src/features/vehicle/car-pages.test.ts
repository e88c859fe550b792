import { describe, expect, it } from 'vitest';
import { loadTenant } from '../../config/load-tenant.ts';
import { carPages } from './car-pages.ts';

describe('carPages', () => {
  it('answers each tenant with its own cars in one process (a test worker asks for several tenants)', async () => {
    const first = await carPages(loadTenant('coastal-toyota'));
    const second = await carPages(loadTenant('outback-rv'));
    expect(second).not.toBe(first);
    const slugs = new Set(first.cars.map((car) => car.slug));
    expect(second.cars.some((car) => slugs.has(car.slug))).toBe(false);
    expect(await carPages(loadTenant('coastal-toyota'))).toBe(first);
  });
});
