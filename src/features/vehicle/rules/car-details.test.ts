import { describe, expect, it } from 'vitest';
import { CarSchema } from '../../stock/rules/car-schema.ts';
import * as v from 'valibot';
import { caravanRows, carDetailRows, formatMonthYear, keySpecs, variantRows } from './car-details.ts';
import { splitKeySpecs } from './truncate.ts';

const car = v.parse(CarSchema, {
  id: 1,
  slug: 'a-1',
  name: '2024 MG ZS Excite',
  year: 2024,
  make: 'MG',
  model: 'ZS',
  price: 22_990,
  km: 30_100,
  car_type: 'used',
  status: 'in_stock',
  created_at: '2026-10-24T22:53:27.000Z',
  stocknum: 'U1',
  location_id: 1,
  location_name: 'L',
  dealership_id: 1,
  dealership_slug: 'd',
  city: 'C',
  state: 'QLD',
  simple_body: 'SUV',
  trans: '10 Speed Automatic',
  fuel: 'Unleaded Petrol',
  rego_expiry: '2027-01-14',
  build_date: '2024-08',
  colour: 'Crystal Pearl',
  interior_colour: '',
  seats: 5,
  views: 0,
  vin: 'LSJ',
  regplate: '1CM4DS',
});
const NOW = Date.parse('2026-11-22T00:00:00Z');

describe('Car Details list', () => {
  it('lists the spec rows in order and omits empty values', () => {
    const rows = carDetailRows(car, { now: NOW, showUnregistered: false, address: '1 Main St, Springwood QLD 4127' });
    expect(rows.map((row) => row.label)).toEqual([
      'Type',
      'Transmission',
      'Body',
      'Kilometres',
      'Fuel',
      'Rego Expiry',
      'Stock No',
      'Build Date',
      'Address',
      'Colour',
      'Seats',
      'VIN',
      'Rego',
    ]);
    expect(rows.find((row) => row.label === 'Rego Expiry')?.value).toBe('Expires on 14 January 2027');
    expect(rows.find((row) => row.label === 'Kilometres')?.value).toBe('30,100 km');
  });
  it("shows 'Unregistered' for an expired rego only by flag", () => {
    const expired = { ...car, rego_expiry: '2025-01-01' };
    expect(
      carDetailRows(expired, { now: NOW, showUnregistered: true }).find((row) => row.label === 'Rego Expiry')?.value,
    ).toBe('Unregistered');
    expect(
      carDetailRows(expired, { now: NOW, showUnregistered: false }).some((row) => row.label === 'Rego Expiry'),
    ).toBe(false);
  });
  it('formats build dates as month and year', () => {
    expect(formatMonthYear('2024-08')).toBe('August 2024');
  });
});

describe('key information', () => {
  it('shows the first 4 present specs', () => {
    const { shown } = splitKeySpecs(keySpecs(car));
    expect(shown.map((spec) => spec.label)).toEqual(['Kilometres', 'Body', 'Seats', 'Colour']);
  });
});

describe('variant and caravan specifications', () => {
  it('adds units and skips missing values', () => {
    expect(variantRows({ enginesize: 1474, ancaprating: 5 })).toEqual([
      { label: 'Engine Size', value: '1,474 cc' },
      { label: 'ANCAP Rating', value: '5 stars' },
    ]);
    expect(variantRows(undefined)).toEqual([]);
    expect(
      caravanRows({
        body_width: 2400,
        body_length: 6700,
        tare_weight: 2300,
        axle_type: 'Tandem',
        sleeps: 4,
        aggregate_trailer_mass: 3100,
      })[5],
    ).toEqual({
      label: 'Aggregate Trailer Mass (ATM)',
      value: '3,100 kg',
    });
  });
  it('shows combined fuel consumption to one decimal when the data has one, as the fuel calculator uses it', () => {
    expect(variantRows({ fuelconsumptioncombined: 7.2 })).toEqual([
      { label: 'Fuel Consumption (combined)', value: '7.2 L/100km' },
    ]);
    expect(variantRows({ fuelconsumptioncombined: 7 })[0]?.value).toBe('7 L/100km');
    expect(variantRows({ fuelconsumptioncombined: 6.47 })[0]?.value).toBe('6.5 L/100km');
  });
});
