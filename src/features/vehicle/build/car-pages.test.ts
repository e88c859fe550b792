import { describe, expect, it } from 'vitest';
import { fixtureTenant } from '../../../../tests/support/fixture-tenants.ts';
import { loadStock } from '../../stock/build/load-stock.ts';
import { carPages } from './car-pages.ts';

describe('carPages', () => {
  it('answers each tenant with its own cars in one process (a test worker asks for several tenants)', async () => {
    const first = await carPages(fixtureTenant('single-franchise'));
    const second = await carPages(fixtureTenant('caravans'));
    expect(first.cars.length).toBeGreaterThan(0);
    expect(second).not.toBe(first);
    const slugs = new Set(first.cars.map((car) => car.slug));
    expect(second.cars.some((car) => slugs.has(car.slug))).toBe(false);
    expect(await carPages(fixtureTenant('single-franchise'))).toBe(first);
  });
  it('lists the stock by the stock rule: a car sold long before the build is left out', async () => {
    const caravans = fixtureTenant('caravans');
    const { cars } = await loadStock(caravans);
    const soldLongAgo = cars.filter((car) => car.status === 'sold');
    const window = caravans.site.include_sold_cars_days * 86_400;
    expect(soldLongAgo.length).toBeGreaterThan(0);
    expect(soldLongAgo.every((car) => (car.sold_date_timestamp ?? 0) < Date.now() / 1000 - window)).toBe(true);
    expect((await carPages(caravans)).cars.map((car) => car.id)).toEqual(
      cars.filter((car) => car.status !== 'sold').map((car) => car.id),
    );
  });
});
