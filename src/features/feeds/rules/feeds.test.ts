import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { LocationSchema } from '../../../config/location-schema.ts';
import { CarSchema } from '../../stock/rules/car-schema.ts';
import { GOOGLE_COLUMNS, GOOGLE_REQUIRED, googleVehicleListings } from './google-vehicle-listings.ts';
import { META_COLUMNS, META_REQUIRED, metaAutomotiveCatalog } from './meta-automotive-catalog.ts';
import { parseTsv } from './tsv.ts';

const location = v.parse(LocationSchema, {
  id: 1,
  slug: 'toyota-springwood',
  name: 'Harbourside Toyota Springwood',
  primary: true,
  visible: true,
  manufacturers: ['Toyota'],
  dealership_id: 11,
  dealership_slug: 'harbourside-toyota-springwood',
  dealership_name: 'Harbourside Toyota Springwood',
  address: {
    street: '3440 Pacific Highway',
    city: 'Springwood',
    state: 'QLD',
    postcode: '4127',
    lat: -27.6,
    long: 153.1,
  },
  contact_detail: { phone: '07 5550 0101', opening_hours: [] },
});
const car = (over: Record<string, unknown>) =>
  v.parse(CarSchema, {
    id: 1,
    slug: 'a-1',
    name: '2024 Toyota RAV4 GX',
    year: 2024,
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GX',
    colour: 'Glacier White',
    price: 42_990,
    km: 12_345,
    car_type: 'used',
    status: 'in_stock',
    created_at: '2026-10-24T22:53:27.000Z',
    stocknum: 'U1',
    vin: 'JTMW1RFV10D123456',
    location_id: 1,
    location_name: 'L',
    dealership_id: 11,
    dealership_slug: 'd',
    city: 'Springwood',
    state: 'QLD',
    simple_body: 'SUV',
    simple_fuel: 'Hybrid',
    images: [1, 2, 3].map((n) => ({
      url: `/media/generated/suv-white-${n}-1024.webp`,
      thumb_url: `/media/generated/suv-white-${n}-320.webp`,
    })),
    ...over,
  });
const site = {
  url: 'https://www.harbourside.example.com.au',
  branding: { defaultImage: '/media/generated/slide-1-1024.webp' },
} as const;
const stock = [
  car({}),
  car({ id: 2, slug: 'b-2', car_type: 'new', km: 5, images: [], vin: 'JTMW1RFV10D654321' }),
  car({ id: 3, slug: 'bike-3', item_type: 'motorcycle' }),
  car({ id: 4, slug: 'van-4', item_type: 'caravan' }),
  car({ id: 5, slug: 'sold-5', status: 'sold', sold_date_timestamp: 1 }),
  car({ id: 6, slug: 'novin-6', vin: undefined }),
  car({ id: 7, slug: 'poa-7', price: 0 }),
];

describe('Google vehicle listings feed', () => {
  const rows = parseTsv(googleVehicleListings(stock, [location], site as never));
  it('has the specification header and passenger cars in stock only (no bikes, caravans, sold, VIN-less or unpriced cars)', () => {
    expect(
      googleVehicleListings([], [location], site as never)
        .trim()
        .split('\t'),
    ).toEqual([...GOOGLE_COLUMNS]);
    expect(rows.map((r) => r['link'])).toEqual([`${site.url}/cars/a-1/`, `${site.url}/cars/b-2/`]);
  });
  it("fills every required field in the specification's formats", () => {
    for (const row of rows) {
      for (const field of GOOGLE_REQUIRED) expect(row[field], field).not.toBe('');
      expect(row['price']).toMatch(/^\d+ AUD$/);
      expect(row['mileage']).toMatch(/^\d+ km$/);
      expect(row['condition']).toMatch(/^(new|used)$/);
      expect(row['year']).toMatch(/^\d{4}$/);
      expect(row['vin']).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(row['image_link']).toMatch(/^https:\/\//);
      expect(row['vehicle_fulfillment']).toBe(`in_store:${row['store_code']}`);
    }
  });
  it('writes one used car as the specification describes it', () => {
    expect(rows[0]).toMatchObject({
      vin: 'JTMW1RFV10D123456',
      store_code: 'toyota-springwood',
      dealership_name: 'Harbourside Toyota Springwood',
      dealership_address: '3440 Pacific Highway, Springwood QLD 4127, AU',
      price: '42990 AUD',
      condition: 'used',
      make: 'Toyota',
      model: 'RAV4',
      trim: 'GX',
      year: '2024',
      mileage: '12345 km',
      exterior_color: 'Glacier White',
      image_link: `${site.url}/media/generated/suv-white-1-1024.webp`,
      additional_image_link: `${site.url}/media/generated/suv-white-2-1024.webp,${site.url}/media/generated/suv-white-3-1024.webp`,
    });
  });
  it("gives a car without photos the tenant's default image", () => {
    expect(rows[1]).toMatchObject({
      condition: 'new',
      image_link: `${site.url}/media/generated/slide-1-1024.webp`,
      additional_image_link: '',
    });
  });
});

describe('Meta automotive catalog feed', () => {
  const rows = parseTsv(metaAutomotiveCatalog(stock, [location], site as never));
  it('lists the same cars with every required field', () => {
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(Object.keys(row)).toEqual([...META_COLUMNS]);
      for (const field of META_REQUIRED) expect(row[field], field).not.toBe('');
      expect(row['state_of_vehicle']).toMatch(/^(NEW|USED|CPO)$/);
      expect(row['mileage.unit']).toBe('KM');
      expect(row['price']).toMatch(/^\d+ AUD$/);
    }
    expect(rows[0]).toMatchObject({
      vehicle_id: 'JTMW1RFV10D123456',
      body_style: 'SUV',
      fuel_type: 'HYBRID',
      'address.region': 'QLD',
      'address.country': 'AU',
    });
  });
});
