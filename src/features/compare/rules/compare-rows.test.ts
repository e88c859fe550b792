import { describe, expect, it } from 'vitest';
import type { CarLite } from '../../forms/rules/car-lite.ts';
import { compareRows } from './compare-rows.ts';

const car = (overrides: Partial<CarLite>): CarLite => ({
  id: 1,
  slug: 'a',
  name: 'A',
  year: 2022,
  make: 'Toyota',
  model: 'Corolla',
  car_type: 'used',
  status: 'in_stock',
  reserved: false,
  price: 28990,
  km: 30100,
  location_id: 1,
  dealership_id: 1,
  dealership_slug: 'd',
  photos_count: 1,
  body: 'Hatch',
  transmission: 'Automatic',
  fuel: 'Petrol',
  drive: 'FWD',
  colour: 'White',
  ...overrides,
});

describe('compare rows', () => {
  const rows = compareRows(
    [car({}), car({ id: 2, year: 2024, car_type: 'demo', price: 0, km: 5, colour: undefined, location_id: 9 })],
    { 1: 'Springwood' },
  );
  const row = (label: string) => rows.find((r) => r.label === label);

  it('lists the key specifications in order with each car formatted', () => {
    expect(rows.map((r) => r.label)).toEqual([
      'Price',
      'Year',
      'Condition',
      'Kilometres',
      'Body',
      'Transmission',
      'Fuel',
      'Drive',
      'Colour',
      'Location',
    ]);
    expect(row('Price')?.values).toEqual(['$28,990', 'Enquire for price.']);
    expect(row('Condition')?.values).toEqual(['Used', 'Demo']);
    expect(row('Kilometres')?.values).toEqual(['30,100 km', '5 km']);
  });
  it('shows a dash for what a car lacks and marks the rows where the cars differ', () => {
    expect(row('Colour')?.values).toEqual(['White', '–']);
    expect(row('Location')?.values).toEqual(['Springwood', '–']);
    expect(row('Body')?.differs).toBe(false);
    expect(row('Year')?.differs).toBe(true);
  });
  it('says SOLD for a sold car', () => {
    expect(compareRows([car({ status: 'sold' })], {})[0]?.values).toEqual(['SOLD']);
  });
});
