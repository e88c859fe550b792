import * as v from 'valibot';
import type { Tenant } from '../../../src/config/load-tenant.ts';
import { LocationsSchema } from '../../../src/config/location-schema.ts';
import { SiteSchema } from '../../../src/config/site-schema.ts';
import { carLookup, functionsCar, type CarLookup } from '../../../src/server/cars/functions-car.ts';
import { CarSchema, type Car } from '../../../src/features/stock/rules/car-schema.ts';

const hours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'open', open: '08:00', close: '17:00' }));

const location = (id: number, dealership: number, slug: string, state = 'QLD') => ({
  id,
  slug,
  name: `${slug} location`,
  dealership_id: dealership,
  dealership_slug: `dealer-${dealership}`,
  dealership_name: `Dealer ${dealership}`,
  manufacturers: ['Toyota'],
  address: { street: '1 Main St', city: 'Brisbane', state, postcode: '4000', lat: -27.47, long: 153.02 },
  contact_detail: {
    phone: '0730000000',
    opening_hours: [
      ...hours,
      { weekday: 0, status: 'closed' },
      { weekday: 6, status: 'open', open: '08:30', close: '13:00' },
    ],
  },
});

/** Alpha's prize wheel: live through July 2025 (the test clock starts on 1 July 2025). */
export const ALPHA_SPIN = {
  id: 'winter-spin',
  title: 'Winter Service Spin',
  terms: 'One spin per signed-in customer. Prizes are redeemed at the service desk.',
  start: '2025-06-01T00:00:00+10:00',
  end: '2025-08-01T00:00:00+10:00',
  prizes: [
    { label: 'Free car wash', weight: 3 },
    { label: 'Free wheel alignment', weight: 1 },
  ],
  noPrize: { label: 'Better luck next time', weight: 4 },
};

/** A group with two dealerships, webhook and e-mail channels, delivery regions and the Autogauge plugin. */
export function alphaTenant(webhookUrl = 'http://127.0.0.1:9/hook'): Tenant {
  const site = v.parse(SiteSchema, {
    id: 101,
    name: 'Alpha Motor Group',
    url: 'https://www.alpha.example',
    description: 'Test group',
    stock: { type: 'file', path: 'stock.json' },
    plugins: [{ feature: 'Autogauge' }],
    hosts: ['www.alpha.example'],
    leads: {
      webhook: { url: webhookUrl, secretEnv: 'ALPHA_WEBHOOK_SECRET' },
      email: { to: 'leads@alpha.example', from: 'web@alpha.example' },
    },
    delivery: [{ name: 'Brisbane Metro', postcodes: [[4000, 4179]], price: 150 }],
    forms: { requireTerms: true, locationField: true },
    spinToWin: ALPHA_SPIN,
  });
  return {
    slug: 'alpha',
    dir: '/nowhere/alpha',
    site,
    locations: v.parse(LocationsSchema, [location(11, 1, 'alpha-north'), location(12, 2, 'alpha-south', 'NSW')]),
    promos: {} as Tenant['promos'],
    models: [],
    parts: [],
  };
}

/**
 * Alpha with lead routes: service leads to their own e-mail and webhook, parts leads to their own e-mail,
 * sales leads for the south location to their own webhook; everything else to alpha's defaults.
 */
export function routedAlphaTenant(hookBase: string): Tenant {
  const alpha = alphaTenant(`${hookBase}/default`);
  const routes = [
    {
      name: 'service',
      department: 'service',
      email: { to: 'service@alpha.example', from: 'web@alpha.example' },
      webhook: { url: `${hookBase}/service`, secretEnv: 'ALPHA_SERVICE_WEBHOOK_SECRET' },
    },
    { name: 'parts', department: 'parts', email: { to: 'parts@alpha.example', from: 'web@alpha.example' } },
    {
      name: 'south-sales',
      department: 'sales',
      locations: ['alpha-south'],
      webhook: { url: `${hookBase}/south`, secretEnv: 'ALPHA_WEBHOOK_SECRET' },
    },
  ];
  const site = v.parse(SiteSchema, { ...alpha.site, leads: { ...alpha.site.leads, routes } });
  return { ...alpha, site };
}

/** A single dealership that relaxes the Comments rule and has no delivery channels. */
export function betaTenant(): Tenant {
  const site = v.parse(SiteSchema, {
    id: 202,
    name: 'Beta Cars',
    url: 'https://www.beta.example',
    description: 'Test dealer',
    stock: { type: 'file', path: 'stock.json' },
    forms: { isMessageRequired: false },
  });
  return {
    slug: 'beta',
    dir: '/nowhere/beta',
    site,
    locations: v.parse(LocationsSchema, [location(21, 3, 'beta-main')]),
    promos: {} as Tenant['promos'],
    models: [],
    parts: [],
  };
}

const car = (over: Partial<v.InferInput<typeof CarSchema>>): Car =>
  v.parse(CarSchema, {
    id: 1,
    slug: 'car-1',
    name: '2022 Toyota Corolla Ascent',
    year: 2022,
    make: 'Toyota',
    model: 'Corolla',
    price: 28990,
    km: 12000,
    car_type: 'used',
    status: 'in_stock',
    created_at: '2025-01-01T00:00:00Z',
    stocknum: 'A100',
    vin: 'JTDBR32E720000001',
    location_id: 11,
    location_name: 'alpha-north location',
    dealership_id: 1,
    dealership_slug: 'dealer-1',
    city: 'Brisbane',
    state: 'QLD',
    images: [{ url: '/a.jpg', thumb_url: '/a-t.jpg' }],
    views: 10,
    autograb_data: { state_average_market_price: 30000, average_market_price: 30500 },
    ...over,
  });

/** Stock by tenant: alpha has cars 1 (in stock) and 2 (sold); beta has car 3. */
export const STOCK: Record<string, Car[]> = {
  alpha: [car({}), car({ id: 2, slug: 'car-2', status: 'sold', stocknum: 'A200' })],
  beta: [
    car({ id: 3, slug: 'car-3', location_id: 21, dealership_id: 3, dealership_slug: 'dealer-3', stocknum: 'B300' }),
  ],
};

/** The functions' car lookup over STOCK, as the build hands it to them. */
export const getCar: CarLookup = carLookup(
  Object.fromEntries(Object.entries(STOCK).map(([slug, cars]) => [slug, cars.map(functionsCar)])),
);
