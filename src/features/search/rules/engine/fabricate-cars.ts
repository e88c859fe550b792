import type { Car } from '../../../stock/rules/car-schema.ts';

/**
 * Deterministic, realistic-looking Australian dealer stock for size measurements and benchmarks.
 * Same `seed` and `count` give the same cars. Not demo content: only the shape and spread matter.
 */

const MAKES: Record<string, { models: Record<string, { body: string; base: number }>; badges: string[] }> = {
  Toyota: {
    models: {
      Corolla: { body: 'Hatch', base: 32000 },
      Camry: { body: 'Sedan', base: 42000 },
      RAV4: { body: 'SUV', base: 45000 },
      HiLux: { body: 'Ute', base: 55000 },
      LandCruiser: { body: 'SUV', base: 95000 },
      Kluger: { body: 'SUV', base: 62000 },
    },
    badges: ['Ascent Sport', 'SX', 'ZR', 'GXL', 'Cruiser', 'SR5', 'Workmate', 'GR Sport'],
  },
  Mazda: {
    models: {
      'CX-5': { body: 'SUV', base: 40000 },
      'CX-3': { body: 'SUV', base: 30000 },
      Mazda3: { body: 'Hatch', base: 31000 },
      'BT-50': { body: 'Ute', base: 52000 },
      'CX-9': { body: 'SUV', base: 60000 },
    },
    badges: ['Maxx', 'Maxx Sport', 'Touring', 'GT', 'Akera', 'G20 Pure', 'XTR'],
  },
  Ford: {
    models: {
      Ranger: { body: 'Ute', base: 58000 },
      Everest: { body: 'SUV', base: 65000 },
      Focus: { body: 'Hatch', base: 28000 },
      Mustang: { body: 'Coupe', base: 70000 },
      Transit: { body: 'Van', base: 55000 },
    },
    badges: ['XL', 'XLS', 'XLT', 'Sport', 'Wildtrak', 'Raptor', 'Trend', 'Titanium'],
  },
  Hyundai: {
    models: {
      i30: { body: 'Hatch', base: 28000 },
      Tucson: { body: 'SUV', base: 40000 },
      'Santa Fe': { body: 'SUV', base: 55000 },
      Kona: { body: 'SUV', base: 32000 },
      Ioniq: { body: 'SUV', base: 65000 },
    },
    badges: ['Active', 'Elite', 'Highlander', 'N Line', 'Go'],
  },
  Kia: {
    models: {
      Sportage: { body: 'SUV', base: 38000 },
      Cerato: { body: 'Sedan', base: 27000 },
      Carnival: { body: 'People Mover', base: 52000 },
      Sorento: { body: 'SUV', base: 55000 },
      Picanto: { body: 'Hatch', base: 18000 },
    },
    badges: ['S', 'Sport', 'Sport+', 'GT-Line', 'Platinum'],
  },
  Mitsubishi: {
    models: {
      Triton: { body: 'Ute', base: 45000 },
      Outlander: { body: 'SUV', base: 40000 },
      ASX: { body: 'SUV', base: 28000 },
      Pajero: { body: 'SUV', base: 50000 },
    },
    badges: ['GLX', 'GLX+', 'GLS', 'Exceed', 'ES', 'LS'],
  },
  Volkswagen: {
    models: {
      Golf: { body: 'Hatch', base: 38000 },
      Amarok: { body: 'Ute', base: 65000 },
      Tiguan: { body: 'SUV', base: 48000 },
      Polo: { body: 'Hatch', base: 26000 },
    },
    badges: ['Life', 'Style', 'R-Line', 'GTI', 'Core', 'Aventura'],
  },
  Nissan: {
    models: {
      Navara: { body: 'Ute', base: 50000 },
      'X-Trail': { body: 'SUV', base: 42000 },
      Patrol: { body: 'SUV', base: 85000 },
      Qashqai: { body: 'SUV', base: 36000 },
    },
    badges: ['ST', 'ST-X', 'ST-L', 'Ti', 'Pro-4X', 'Warrior'],
  },
  Subaru: {
    models: {
      Outback: { body: 'Wagon', base: 45000 },
      Forester: { body: 'SUV', base: 42000 },
      XV: { body: 'SUV', base: 34000 },
    },
    badges: ['2.5i', '2.5i Premium', '2.5i-S', 'Touring', 'Sport'],
  },
  Isuzu: {
    models: { 'D-MAX': { body: 'Ute', base: 52000 }, 'MU-X': { body: 'SUV', base: 55000 } },
    badges: ['SX', 'LS-M', 'LS-U', 'X-Terrain'],
  },
  MG: {
    models: { ZS: { body: 'SUV', base: 25000 }, MG3: { body: 'Hatch', base: 19000 }, HS: { body: 'SUV', base: 33000 } },
    badges: ['Vibe', 'Excite', 'Essence'],
  },
  BMW: {
    models: {
      X3: { body: 'SUV', base: 80000 },
      '3 Series': { body: 'Sedan', base: 75000 },
      X5: { body: 'SUV', base: 120000 },
    },
    badges: ['xDrive20d', '320i', '330i M Sport', 'xDrive30d'],
  },
  Holden: {
    models: {
      Commodore: { body: 'Sedan', base: 35000 },
      Colorado: { body: 'Ute', base: 40000 },
      Captiva: { body: 'SUV', base: 25000 },
    },
    badges: ['LT', 'LTZ', 'SS', 'Z71', 'Calais'],
  },
};

const COLOURS = ['White', 'Black', 'Silver', 'Grey', 'Blue', 'Red', 'Bronze', 'Green', 'Orange', 'Yellow'];
const FEATURES = [
  'Apple CarPlay',
  'Android Auto',
  'Reversing Camera',
  'Bluetooth',
  'Cruise Control',
  'Adaptive Cruise Control',
  'Heated Seats',
  'Leather Seats',
  'Sunroof',
  'Navigation',
  'Blind Spot Monitor',
  'Lane Keep Assist',
  'Tow Bar',
  'Alloy Wheels',
  'Keyless Entry',
  '360 Camera',
  'Wireless Charging',
  'Third Row Seating',
];
const LOCATIONS = [
  { id: 11, name: 'Southside Toyota', city: 'Springwood', state: 'QLD', dealership: 'southside-toyota' },
  { id: 12, name: 'Southside Used Cars', city: 'Springwood', state: 'QLD', dealership: 'southside-toyota' },
  { id: 21, name: 'Northside Mazda', city: 'Chermside', state: 'QLD', dealership: 'northside-mazda' },
  { id: 31, name: 'Gold Coast Ford', city: 'Southport', state: 'QLD', dealership: 'gold-coast-ford' },
  { id: 41, name: 'Parramatta Motors', city: 'Parramatta', state: 'NSW', dealership: 'parramatta-motors' },
  { id: 51, name: 'Geelong Auto Group', city: 'Geelong', state: 'VIC', dealership: 'geelong-auto-group' },
];
const TAGS = ['Test Drive Only', 'Clearance', 'Low Kms', 'One Owner'];

/** mulberry32: small deterministic PRNG returning [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rand: () => number, list: readonly T[]): T {
  const item = list[Math.floor(rand() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const HEX = '0123456789abcdef';

function randomString(rand: () => number, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(rand() * alphabet.length)];
  return out;
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** `count` fabricated cars listed relative to `nowSeconds` (default 2025-06-01T00:00:00Z). */
export function fabricateCars(count: number, seed = 1, nowSeconds = 1_748_736_000): Car[] {
  const rand = prng(seed);
  const makes = Object.keys(MAKES);
  const cars: Car[] = [];
  let id = 100_000;
  for (let i = 0; i < count; i++) {
    id += 1 + Math.floor(rand() * 3);
    const make = pick(rand, makes);
    const spec = MAKES[make];
    if (spec === undefined) throw new Error(make);
    const model = pick(rand, Object.keys(spec.models));
    const modelSpec = spec.models[model] ?? { body: 'SUV', base: 40000 };
    const badge = pick(rand, spec.badges);
    const typeRoll = rand();
    const carType = typeRoll < 0.6 ? 'used' : typeRoll < 0.9 ? 'new' : 'demo';
    const age = carType === 'used' ? 1 + Math.floor(rand() * 15) : carType === 'demo' ? Math.floor(rand() * 2) : 0;
    const year = 2026 - age;
    const km =
      carType === 'new'
        ? Math.floor(rand() * 20)
        : carType === 'demo'
          ? 500 + Math.floor(rand() * 9000)
          : Math.round((age * 14000 * (0.5 + rand())) / 10) * 10;
    const priceRaw = modelSpec.base * 0.88 ** age * (0.9 + rand() * 0.2);
    const price = rand() < 0.03 ? 0 : Math.round(priceRaw / 10) * 10 - (rand() < 0.5 ? 10 : 0);
    const statusRoll = rand();
    const status = statusRoll < 0.9 ? 'in_stock' : statusRoll < 0.95 ? 'coming_soon' : 'sold';
    const location = pick(rand, LOCATIONS);
    const createdAt = nowSeconds - Math.floor(rand() * 150 * 86_400);
    const features = FEATURES.filter(() => rand() < 0.35);
    const stocknum = `${carType === 'new' ? 'N' : 'U'}${String(10_000 + Math.floor(rand() * 89_999))}`;
    const fuel = pick(rand, ['Petrol', 'Petrol', 'Diesel', 'Hybrid', 'Electric']);
    const transmission = rand() < 0.85 ? 'Automatic' : 'Manual';
    const name = `${year} ${make} ${model} ${badge}`;
    const imageKey = randomString(rand, HEX, 16);
    const imagesCount = 8 + Math.floor(rand() * 30);
    const weekly = price > 0 ? Math.round((price / 260) * 1.35 * 100) / 100 : undefined;
    const car: Car = {
      id,
      slug: `${slugify(name)}-${id}`,
      name,
      year,
      make,
      model,
      badge,
      series: rand() < 0.5 ? `MY${String(year).slice(2)}` : undefined,
      colour: pick(rand, COLOURS),
      price,
      km,
      car_type: carType,
      item_type: 'car',
      status,
      tag: rand() < 0.08 ? pick(rand, TAGS) : undefined,
      reserved: rand() < 0.03,
      certified: make === 'Toyota' && carType === 'used' && rand() < 0.3,
      preorder: false,
      show_on_dealer_website: rand() < 0.99,
      created_at: new Date(createdAt * 1000).toISOString(),
      sold_date_timestamp: status === 'sold' ? nowSeconds - Math.floor(rand() * 6 * 86_400) : undefined,
      stocknum,
      vin: `${make.slice(0, 2).toUpperCase()}${randomString(rand, VIN_CHARS, 15)}`,
      images: [
        {
          url: `https://cdn.dealer-media.com.au/cars/${id}/${imageKey}/1.jpg`,
          thumb_url: `https://cdn.dealer-media.com.au/cars/${id}/${imageKey}/1_thumb.jpg`,
        },
      ],
      primary_image_url: `https://cdn.dealer-media.com.au/cars/${id}/${imageKey}/1.jpg`,
      spin_images: [],
      dealercomments: '',
      standardEquipment: [],
      views: 0,
      location_id: location.id,
      location_name: location.name,
      dealership_id: location.id * 10,
      dealership_slug: location.dealership,
      city: location.city,
      state: location.state,
      simple_body: modelSpec.body,
      simple_transmission: transmission,
      simple_fuel: fuel,
      simple_drive: pick(rand, ['FWD', 'AWD', '4WD', 'RWD']),
      fuel: `${fuel} - Unleaded ULP`.replace('Diesel - Unleaded ULP', 'Diesel'),
      trans: transmission === 'Automatic' ? `${pick(rand, [6, 8, 10])} SP AUTOMATIC` : '6 SP MANUAL',
      seats: pick(rand, [5, 5, 5, 7, 2]),
      doors: 4,
      before_price: rand() < 0.1 && price > 0 ? price + 1000 : undefined,
      price_type: carType === 'used' ? 'excl_gov_charges' : 'drive_away',
      finance_lenders:
        weekly === undefined ? undefined : { youx: { interestRate: 9.5, comparisonRate: 10.2, paymentWeek: weekly } },
      categories: rand() < 0.2 ? ['Family'] : [],
      filtered_features: features,
      custom_rank: rand() < 0.05 ? 10 : 0,
    } as Car;
    // images_count is not on the Car schema; the index derives it from images.length, so pad the array cheaply.
    for (let k = 1; k < imagesCount && k < 3; k++)
      car.images.push({ url: `${car.primary_image_url}?${k}`, thumb_url: `${car.primary_image_url}?t${k}` });
    cars.push(car);
  }
  return cars;
}
