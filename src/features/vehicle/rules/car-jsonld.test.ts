import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CarSchema } from '../../stock/rules/car-schema.ts';
import { carJsonLd } from './car-jsonld.ts';
import { carPageProblems } from './car-jsonld-check.ts';

const base = {
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
  vin: 'LSJTL6AV9RD612929',
  simple_body: 'SUV',
  simple_fuel: 'Petrol',
  images: [{ url: '/media/a-640.webp', thumb_url: '/media/a-320.webp' }],
};
const canonical = 'https://x.au/cars/a-1/';
const ld = (input: Record<string, unknown>) =>
  carJsonLd(v.parse(CarSchema, input), canonical, 'https://x.au', '/media/default-1024.webp');

describe('Car JSON-LD', () => {
  it('describes the car as a Car and Product with an AUD offer', () => {
    expect(ld(base)).toMatchObject({
      '@type': ['Car', 'Product'],
      vehicleIdentificationNumber: 'LSJTL6AV9RD612929',
      vehicleModelDate: '2024',
      model: 'ZS',
      bodyType: 'SUV',
      brand: { name: 'MG' },
      mileageFromOdometer: { value: 30_100, unitCode: 'KMT' },
      image: ['https://x.au/media/a-640.webp'],
      offers: {
        '@type': 'Offer',
        price: 22_990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
      },
    });
  });
  it('marks a sold car sold out and omits a price not shown', () => {
    const data = ld({ ...base, status: 'sold', price: 0 });
    expect(data['offers']).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(data['offers']).not.toHaveProperty('price');
  });
  describe('types by item type', () => {
    it.each([
      ['car', 'Car'],
      ['motorcycle', 'Motorcycle'],
      ['caravan', 'Vehicle'],
      ['truck', 'Vehicle'],
    ])('%s is a %s', (itemType, type) => {
      expect(ld({ ...base, item_type: itemType })['@type']).toEqual([type, 'Product']);
    });
  });
  it('uses the canonical URL (trailing slash) for url and offers.url', () => {
    const data = ld(base);
    expect(data['url']).toBe(canonical);
    expect(data['offers']).toMatchObject({ url: canonical });
  });
  it("gives a car without photos the tenant's default image", () => {
    expect(ld({ ...base, images: [] })['image']).toEqual(['https://x.au/media/default-1024.webp']);
  });
});

describe('built car page check', () => {
  const page = (data: object, extra = '') =>
    `<head><link rel="canonical" href="${canonical}"><script type="application/ld+json">${JSON.stringify(data)}</script>${extra}</head>`;
  const crumbs = `<script type="application/ld+json">${JSON.stringify({ '@type': 'BreadcrumbList', itemListElement: [] })}</script>`;
  it('passes a page whose vehicle matches its canonical and has images', () => {
    expect(carPageProblems(page(ld(base), crumbs))).toEqual([]);
  });
  it('names a url that differs from the canonical and an empty image list', () => {
    const bad = { ...ld(base), url: 'https://x.au/cars/a-1', image: [] };
    expect(carPageProblems(page(bad))).toEqual([
      expect.stringContaining('differ from the canonical'),
      'vehicle JSON-LD has no image',
    ]);
  });
});
