import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CarSchema } from '../stock/car-schema.ts';
import { carJsonLd } from './car-jsonld.ts';

const base = {
  id: 1, slug: 'a-1', name: '2024 MG ZS Excite', year: 2024, make: 'MG', model: 'ZS', price: 22_990, km: 30_100,
  car_type: 'used', status: 'in_stock', created_at: '2026-10-24T22:53:27.000Z', stocknum: 'U1', location_id: 1,
  location_name: 'L', dealership_id: 1, dealership_slug: 'd', city: 'C', state: 'QLD', vin: 'LSJTL6AV9RD612929',
  simple_body: 'SUV', simple_fuel: 'Petrol', images: [{ url: '/media/a-640.webp', thumb_url: '/media/a-320.webp' }],
};

describe('Car JSON-LD', () => {
  it('describes the car with an AUD offer', () => {
    const data = carJsonLd(v.parse(CarSchema, base), 'https://x.au/cars/a-1', 'https://x.au');
    expect(data).toMatchObject({
      '@type': 'Car', vehicleIdentificationNumber: 'LSJTL6AV9RD612929', vehicleModelDate: '2024', model: 'ZS', bodyType: 'SUV',
      brand: { name: 'MG' }, mileageFromOdometer: { value: 30_100, unitCode: 'KMT' }, image: ['https://x.au/media/a-640.webp'],
      offers: { '@type': 'Offer', price: 22_990, priceCurrency: 'AUD', availability: 'https://schema.org/InStock', itemCondition: 'https://schema.org/UsedCondition' },
    });
  });
  it('marks a sold car sold out and omits a price not shown', () => {
    const data = carJsonLd(v.parse(CarSchema, { ...base, status: 'sold', price: 0 }), 'https://x.au/cars/a-1', 'https://x.au');
    expect(data['offers']).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(data['offers']).not.toHaveProperty('price');
  });
});
