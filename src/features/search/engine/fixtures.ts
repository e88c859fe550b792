import type { Car } from '../../stock/car-schema.ts';

/** The clock the fixture tests run at (Unix seconds, 2025-06-15T15:06:40Z). */
export const FIXTURE_NOW = 1_750_000_000;
const DAY = 86_400;

type Spec = Partial<Car> & Pick<Car, 'id' | 'make' | 'model' | 'year' | 'price' | 'km' | 'car_type'>;

/** A listed-by-default fixture car; `daysAgo` sets created_at relative to FIXTURE_NOW. */
function car(spec: Spec, daysAgo: number): Car {
  const name = `${spec.year} ${spec.make} ${spec.model}${spec.badge === undefined ? '' : ` ${spec.badge}`}`;
  return {
    slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${spec.id}`,
    name, status: 'in_stock', item_type: 'car', preorder: false, reserved: false, certified: false,
    show_on_dealer_website: true, created_at: new Date((FIXTURE_NOW - daysAgo * DAY) * 1000).toISOString(),
    stocknum: `S${spec.id}`, images: [{ url: `/media/${spec.id}.jpg`, thumb_url: `/media/${spec.id}-t.jpg` }],
    spin_images: [], dealercomments: '', standardEquipment: [], views: 0,
    location_id: 1, location_name: 'Southside Toyota', dealership_id: 10, dealership_slug: 'southside',
    city: 'Springwood', state: 'QLD', categories: [], filtered_features: [], custom_rank: 0,
    ...spec,
  };
}

const north = { location_id: 2, location_name: 'Northside Mazda', dealership_id: 20, dealership_slug: 'northside', city: 'Chermside', state: 'QLD' };
const sydney = { location_id: 3, location_name: 'Parramatta Motors', dealership_id: 30, dealership_slug: 'parramatta', city: 'Parramatta', state: 'NSW' };
const auto = { simple_transmission: 'Automatic', trans: '8 SP AUTOMATIC' };
const manual = { simple_transmission: 'Manual', trans: '6 SP MANUAL' };

/** 30 hand-written cars covering every facet, sort and stock-rule edge the tests need. */
export const FIXTURE_CARS: Car[] = [
  car({ id: 1, make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', year: 2021, price: 24990, km: 42000, car_type: 'used', colour: 'White', simple_body: 'Hatch', simple_fuel: 'Petrol', simple_drive: 'FWD', seats: 5, ...auto, filtered_features: ['Apple CarPlay', 'Reversing Camera'], vin: 'JTNKU3JE60J000001', finance_lenders: { youx: { interestRate: 9, comparisonRate: 9.5, paymentWeek: 120 } } }, 10),
  car({ id: 2, make: 'Toyota', model: 'Corolla', badge: 'ZR', year: 2023, price: 34990, km: 12000, car_type: 'used', colour: 'Red', simple_body: 'Hatch', simple_fuel: 'Hybrid', simple_drive: 'FWD', seats: 5, ...auto, certified: true, filtered_features: ['Apple CarPlay'] }, 5),
  car({ id: 3, make: 'Toyota', model: 'RAV4', badge: 'GXL', year: 2024, price: 45990, km: 10, car_type: 'new', colour: 'Silver', simple_body: 'SUV', simple_fuel: 'Hybrid', simple_drive: 'AWD', seats: 5, ...auto, custom_rank: 10 }, 30),
  car({ id: 4, make: 'Toyota', model: 'HiLux', badge: 'SR5', series: 'MY24', year: 2024, price: 62990, km: 5, car_type: 'new', colour: 'White', simple_body: 'Ute', simple_fuel: 'Diesel', simple_drive: '4WD', seats: 5, ...auto, categories: ['Work'] }, 2),
  car({ id: 5, make: 'Toyota', model: 'HiLux', badge: 'Workmate', year: 2019, price: 31990, km: 98000, car_type: 'used', colour: 'White', simple_body: 'Ute', simple_fuel: 'Diesel', simple_drive: 'RWD', seats: 2, ...manual, categories: ['Work'], tag: 'Low Kms' }, 40),
  car({ id: 6, make: 'Toyota', model: 'LandCruiser', badge: 'GXL', year: 2022, price: 99990, km: 30000, car_type: 'used', colour: 'Black', simple_body: 'SUV', simple_fuel: 'Diesel', simple_drive: '4WD', seats: 7, ...auto, status: 'sold', sold_date_timestamp: FIXTURE_NOW - 1 * DAY }, 20),
  car({ id: 7, make: 'Toyota', model: 'Camry', badge: 'Ascent', year: 2020, price: 0, km: 61000, car_type: 'used', colour: 'Grey', simple_body: 'Sedan', simple_fuel: 'Hybrid', simple_drive: 'FWD', seats: 5, ...auto }, 15),
  car({ id: 8, make: 'Toyota', model: 'Kluger', badge: 'Grande', year: 2023, price: 74990, km: 8000, car_type: 'demo', colour: 'Blue', simple_body: 'SUV', simple_fuel: 'Hybrid', simple_drive: 'AWD', seats: 7, ...auto, reserved: true }, 8),
  car({ id: 9, make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport', year: 2022, price: 36990, km: 35000, car_type: 'used', colour: 'Red', simple_body: 'SUV', simple_fuel: 'Petrol', simple_drive: 'AWD', seats: 5, ...auto, ...north, filtered_features: ['Apple CarPlay', 'Heated Seats'] }, 12),
  car({ id: 10, make: 'Mazda', model: 'CX-5', badge: 'Akera', year: 2024, price: 52990, km: 20, car_type: 'new', colour: 'Grey', simple_body: 'SUV', simple_fuel: 'Petrol', simple_drive: 'AWD', seats: 5, ...auto, ...north }, 3),
  car({ id: 11, make: 'Mazda', model: 'Mazda3', badge: 'G20 Pure', year: 2018, price: 17990, km: 88000, car_type: 'used', colour: 'Blue', simple_body: 'Hatch', simple_fuel: 'Petrol', simple_drive: 'FWD', seats: 5, ...manual, ...north }, 50),
  car({ id: 12, make: 'Mazda', model: 'BT-50', badge: 'XTR', year: 2023, price: 55990, km: 9000, car_type: 'demo', colour: 'White', simple_body: 'Ute', simple_fuel: 'Diesel', simple_drive: '4WD', seats: 5, ...auto, ...north }, 6),
  car({ id: 13, make: 'Mazda', model: 'CX-9', badge: 'Azami', year: 2021, price: 48990, km: 40000, car_type: 'used', colour: 'Black', simple_body: 'SUV', simple_fuel: 'Petrol', simple_drive: 'AWD', seats: 7, ...auto, ...north, status: 'sold', sold_date_timestamp: FIXTURE_NOW - 2 * DAY }, 25),
  car({ id: 14, make: 'Mazda', model: 'CX-3', badge: 'Maxx', year: 2020, price: 21990, km: 52000, car_type: 'used', colour: 'Silver', simple_body: 'SUV', simple_fuel: 'Petrol', simple_drive: 'FWD', seats: 5, ...auto, ...north, status: 'sold', sold_date_timestamp: FIXTURE_NOW - 2 * DAY }, 26),
  car({ id: 15, make: 'Ford', model: 'Ranger', badge: 'Wildtrak', year: 2023, price: 67990, km: 15000, car_type: 'used', colour: 'Orange', simple_body: 'Ute', simple_fuel: 'Diesel', simple_drive: '4WD', seats: 5, ...auto, ...sydney, filtered_features: ['Tow Bar'] }, 7),
  car({ id: 16, make: 'Ford', model: 'Ranger', badge: 'XL', year: 2016, price: 22990, km: 160000, car_type: 'used', colour: 'White', simple_body: 'Ute', simple_fuel: 'Diesel', simple_drive: 'RWD', seats: 2, ...manual, ...sydney }, 60),
  car({ id: 17, make: 'Ford', model: 'Everest', badge: 'Trend', year: 2024, price: 71990, km: 30, car_type: 'new', colour: 'Grey', simple_body: 'SUV', simple_fuel: 'Diesel', simple_drive: '4WD', seats: 7, ...auto, ...sydney, status: 'coming_soon' }, 1),
  car({ id: 18, make: 'Ford', model: 'Mustang', badge: 'GT', year: 2019, price: 58990, km: 33000, car_type: 'used', colour: 'Yellow', simple_body: 'Coupe', simple_fuel: 'Petrol', simple_drive: 'RWD', seats: 4, ...manual, ...sydney, subscription_price: 399 }, 9),
  car({ id: 19, make: 'Hyundai', model: 'i30', badge: 'N Line', year: 2022, price: 29990, km: 25000, car_type: 'used', colour: 'Blue', simple_body: 'Hatch', simple_fuel: 'Petrol', simple_drive: 'FWD', seats: 5, ...auto, subscription_price: 199 }, 11),
  car({ id: 20, make: 'Hyundai', model: 'Tucson', badge: 'Elite', year: 2023, price: 42990, km: 11000, car_type: 'demo', colour: 'Green', simple_body: 'SUV', simple_fuel: 'Petrol', simple_drive: 'AWD', seats: 5, ...auto, subscription_price: 249 }, 4),
  car({ id: 21, make: 'Hyundai', model: 'Ioniq 5', badge: 'Techniq', year: 2024, price: 69990, km: 10, car_type: 'new', colour: 'White', simple_body: 'SUV', simple_fuel: 'Electric', simple_drive: 'RWD', seats: 5, ...auto }, 1),
  car({ id: 22, make: 'Kia', model: 'Sportage', badge: 'GT-Line', year: 2021, price: 38990, km: 47000, car_type: 'used', colour: 'Grey', simple_body: 'SUV', simple_fuel: 'Petrol', simple_drive: 'AWD', seats: 5, ...auto, status: 'sold', sold_date_timestamp: FIXTURE_NOW - 3 * DAY }, 30),
  car({ id: 23, make: 'Kia', model: 'Carnival', badge: 'Platinum', year: 2022, price: 59990, km: 28000, car_type: 'used', colour: 'Silver', simple_body: 'People Mover', simple_fuel: 'Diesel', simple_drive: 'FWD', seats: 8, ...auto, status: 'sold', sold_date_timestamp: FIXTURE_NOW - 3 * DAY + 1 }, 31),
  car({ id: 24, make: 'Kia', model: 'Picanto', badge: 'S', year: 2017, price: 9990, km: 90000, car_type: 'used', colour: 'Yellow', simple_body: 'Hatch', simple_fuel: 'Petrol', simple_drive: 'FWD', seats: 4, ...manual, status: 'sold', sold_date_timestamp: FIXTURE_NOW - 3 * DAY - 1 }, 32),
  car({ id: 25, make: 'Kia', model: 'Cerato', badge: 'Sport', year: 2020, price: 19990, km: 70000, car_type: 'used', colour: 'White', simple_body: 'Sedan', simple_fuel: 'Petrol', simple_drive: 'FWD', seats: 5, ...auto, show_on_dealer_website: false }, 14),
  car({ id: 26, make: 'Nissan', model: 'Navara', badge: 'ST-X', year: 2024, price: 61990, km: 15, car_type: 'new', colour: 'Black', simple_body: 'Ute', simple_fuel: 'Diesel', simple_drive: '4WD', seats: 5, ...auto, ...sydney }, 2),
  car({ id: 27, make: 'Nissan', model: 'X-Trail', badge: 'Ti', year: 2021, price: 35990, km: 39000, car_type: 'used', colour: 'Red', simple_body: 'SUV', simple_fuel: 'Petrol', simple_drive: 'AWD', seats: 7, ...auto, ...sydney, status: 'withdrawn' }, 13),
  car({ id: 28, make: 'Land Rover', model: 'Defender', badge: '110 SE', year: 2022, price: 129990, km: 22000, car_type: 'used', colour: 'Green', simple_body: 'SUV', simple_fuel: 'Diesel', simple_drive: '4WD', seats: 5, ...auto, ...sydney, item_type: 'car' }, 16),
  car({ id: 29, make: 'Subaru', model: 'Outback', badge: 'Touring', year: 2020, price: 33990, km: 58000, car_type: 'used', colour: 'Blue', simple_body: 'Wagon', simple_fuel: 'Petrol', simple_drive: 'AWD', seats: 5, ...auto, ...north, stocknum: 'U9921' }, 18),
  car({ id: 30, make: 'Isuzu', model: 'D-MAX', badge: 'X-Terrain', year: 2023, price: 64990, km: 12000, car_type: 'demo', colour: 'Grey', simple_body: 'Ute', simple_fuel: 'Diesel', simple_drive: '4WD', seats: 5, ...auto, ...sydney }, 5),
];
