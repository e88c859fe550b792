import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTenant } from '../../../../config/load-tenant.ts';
import { fixtureTenant } from '../../../../../tests/support/fixture-tenants.ts';
import { CarSchema, type Car } from '../../rules/car-schema.ts';
import { readStockRecords } from '../load-stock.ts';
import { isListed } from '../../rules/stock-rule.ts';
import { startOfUtcDay } from '../../../../shared/utc-day.ts';
import { buildCar } from './build-car.ts';
import { generateStock } from './generate-stock.ts';
import { interiorTone, SAMPLE_HISTORY_REPORT } from './later-fields.ts';
import { createModelChooser } from './model-choice.ts';
import { badgePrice, modelYears, soldNew } from './pricing.ts';
import { createRandom, mixSeed } from './prng.ts';
import { CATALOGUE_BY_ITEM_TYPE, PROFILE_MIX, type StockProfile } from './profiles.ts';
import { isValidVin } from './vin.ts';

const NOW = new Date('2025-07-10T00:00:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;
const DAY = 86_400;
const tenants = {
  group: fixtureTenant('multi-franchise'),
  franchise: fixtureTenant('single-franchise'),
  specialist: fixtureTenant('caravans'),
};

const invalid = (cars: Car[]): string[] =>
  cars.flatMap((car) => {
    const result = v.safeParse(CarSchema, car);
    return result.success
      ? []
      : [`${car.id}: ${result.issues.map((i) => `${v.getDotPath(i)} ${i.message}`).join('; ')}`];
  });

const stock = (profile: StockProfile, tenant = tenants.group, count = 2000, seed = 1) =>
  generateStock({ seed, count, profile, locations: tenant.locations, now: NOW });

describe('generateStock', () => {
  describe('determinism', () => {
    it('gives identical output for identical inputs', () => {
      expect(JSON.stringify(stock('multi-brand', tenants.group, 500, 42))).toBe(
        JSON.stringify(stock('multi-brand', tenants.group, 500, 42)),
      );
    });
    it('gives different stock for another seed, and a longer run extends a shorter one', () => {
      expect(stock('multi-brand', tenants.group, 50, 1)[0]).not.toEqual(stock('multi-brand', tenants.group, 50, 2)[0]);
      expect(stock('multi-brand', tenants.group, 300, 9).slice(0, 100)).toEqual(
        stock('multi-brand', tenants.group, 100, 9),
      );
    });
  });

  describe('every record is a valid Car', () => {
    it.each([
      ['multi-brand', tenants.group],
      ['franchise', tenants.franchise],
      ['specialist', tenants.specialist],
    ] as const)('%s', (profile, tenant) => {
      expect(invalid(stock(profile, tenant, 3000))).toEqual([]);
    });
    // How long it takes is the bench's to measure (its build section generates this tenant), not a unit test's.
    it('20,000 cars generate valid, each with its own slug and stock number', () => {
      const cars = stock('multi-brand', tenants.group, 20_000, 7);
      expect(invalid(cars)).toEqual([]);
      expect(new Set(cars.map((c) => c.slug)).size).toBe(20_000);
      expect(new Set(cars.map((c) => c.stocknum)).size).toBe(20_000);
    });
  });

  describe('identity', () => {
    const cars = stock('multi-brand');
    it('makes URL-safe slugs from year, make, model, badge and id', () => {
      for (const car of cars) expect(car.slug).toMatch(new RegExp(`^${car.year}-[a-z0-9-]+-${car.id}$`));
    });
    it('gives valid VINs to most vehicles', () => {
      const vins = cars.flatMap((c) => (c.vin ? [c.vin] : []));
      expect(vins.length).toBeGreaterThan(cars.length * 0.9);
      expect(vins.every(isValidVin)).toBe(true);
    });
  });

  // A demo check: it reads the editable demo tenants (tenants/), so an edit there that breaks the demo fails it.
  describe('reads true (demo check): every car of every demo tenant, built today and on a fixed day', () => {
    const demoTenants = ['harbourside', 'coastal-toyota', 'outback-rv'];
    const models = Object.values(CATALOGUE_BY_ITEM_TYPE).flat();
    const modelOf = (car: Car) => models.find((m) => m.make === car.make && m.model === car.model)!;
    let demo: { car: Car; refYear: number }[] = [];
    let cars: Car[] = [];
    beforeAll(async () => {
      const days = [startOfUtcDay(new Date()), NOW];
      const stocks = days.flatMap((now) =>
        demoTenants
          .map((slug) => loadTenant(slug))
          .map(async (tenant) =>
            ((await readStockRecords(tenant, { now })) as Car[]).map((car) => ({ car, refYear: now.getUTCFullYear() })),
          ),
      );
      demo = (await Promise.all(stocks)).flat();
      cars = demo.map(({ car }) => car);
    });
    const wrong = (rule: (car: Car, refYear: number) => boolean) =>
      demo.filter(({ car, refYear }) => !rule(car, refYear)).map(({ car }) => `${car.id} ${car.name}`);

    it('has every demo car from the catalogue, about 2,300 a day', () => {
      expect(cars.length).toBe(
        2 *
          demoTenants
            .map((slug) => loadTenant(slug))
            .reduce((n, t) => n + (t.site.stock as { count: number }).count, 0),
      );
      expect(wrong((car) => modelOf(car) !== undefined)).toEqual([]);
    });
    it('never repeats the model in a badge (no "GWM Cannon Cannon" or "Porsche Macan Macan")', () => {
      const doubled = models.flatMap((m) =>
        m.badges.filter((b) => b.startsWith(m.model)).map((b) => `${m.model} ${b}`),
      );
      expect(doubled).toEqual([]);
      expect(wrong((car) => car.name === `${car.year} ${car.make} ${car.model} ${car.badge}`.trim())).toEqual([]);
      expect(wrong((car) => !/\b(\S+) \1\b/i.test(car.name))).toEqual([]);
    });
    it("keeps model years within each model's production span; new and demo cars of models still sold new", () => {
      expect(
        wrong((car, refYear) => {
          const { first, last } = modelYears(modelOf(car), refYear);
          return car.year >= first && car.year <= last;
        }),
      ).toEqual([]);
      expect(
        wrong((car, refYear) => car.car_type === 'used' || (soldNew(modelOf(car), refYear) && car.year >= refYear - 1)),
      ).toEqual([]);
      expect(cars.some((c) => c.model === 'Cerato')).toBe(true);
      expect(cars.filter((c) => c.model === 'Cerato' && (c.car_type !== 'used' || c.year > 2024))).toEqual([]);
    });
    it('lists caravans without fuel, drivetrain, engine or odometer and motorcycles with their engine in cc', () => {
      const caravans = cars.filter((c) => c.item_type === 'caravan');
      expect(caravans.length).toBeGreaterThan(100);
      expect(
        caravans.filter(
          (c) =>
            c.fuel !== undefined ||
            c.simple_fuel !== undefined ||
            c.simple_drive !== undefined ||
            c.engine_size !== undefined ||
            c.km !== 0 ||
            /kilomet|\bkm\b|odometer/i.test(c.dealercomments),
        ),
      ).toEqual([]);
      const bikes = cars.filter((c) => c.item_type === 'motorcycle');
      expect(bikes.length).toBeGreaterThan(100);
      expect(
        bikes.filter((c) => c.engine_size !== `${Math.round(modelOf(c).engineLitres * 1000)}cc`).map((c) => c.name),
      ).toEqual([]);
      expect(bikes.find((c) => c.model === 'MT-07')?.engine_size).toBe('689cc');
    });
    it('prices new cars at list, demonstrators below it and used cars below a demonstrator, less with age', () => {
      const share = (car: Car) => car.price / badgePrice(modelOf(car), modelOf(car).badges.indexOf(car.badge ?? ''));
      const priced = (rule: (car: Car, refYear: number) => boolean) => (car: Car, refYear: number) =>
        car.price === 0 || rule(car, refYear);
      expect(wrong(priced((car) => car.car_type !== 'new' || (share(car) >= 0.95 && share(car) <= 1.05)))).toEqual([]);
      expect(wrong(priced((car) => car.car_type !== 'demo' || (share(car) >= 0.85 && share(car) <= 0.95)))).toEqual([]);
      // A used car keeps at most a demonstrator's 95% of new at a year old (dealer rounding included), about 6 points
      // less each year after, never under 10%.
      const usedCeiling = (age: number) => Math.max(0.32, 0.95 - 0.06 * Math.max(0, age - 1));
      expect(
        wrong(
          priced(
            (car, refYear) =>
              car.car_type !== 'used' || (share(car) >= 0.1 && share(car) <= usedCeiling(refYear - car.year)),
          ),
        ),
      ).toEqual([]);
    });
    it('gives new cars delivery kilometres, demonstrators a few thousand and used cars up to a hard-working year each', () => {
      const yearly = { car: 30_000, truck: 60_000, motorcycle: 10_000, caravan: 0 } as const;
      expect(
        wrong((car, refYear) => {
          if (car.item_type === 'caravan') return car.km === 0;
          if (car.car_type === 'new') return car.km <= 50;
          if (car.car_type === 'demo') return car.km >= 500 && car.km <= 10_000;
          return car.km > 0 && car.km <= Math.max(refYear - car.year, 0.4) * yearly[car.item_type];
        }),
      ).toEqual([]);
    });
  });

  describe('utes', () => {
    const cars = [...stock('multi-brand', tenants.group, 4000), ...stock('specialist', tenants.specialist, 2000)];
    it("shows a ute's cab in its photos and body configuration", () => {
      const utes = cars.filter((c) => c.simple_body === 'Ute' && c.images.length > 0);
      const shapeOf = (c: Car) => c.images[0]?.url.match(/\/(ute(?:-single|-extra)?)-/)?.[1];
      const pairs = new Set(utes.map((c) => `${shapeOf(c)} ${c.bodyconfiguration}`));
      expect(pairs).toEqual(
        new Set(['ute Double Cab Pick Up', 'ute-extra Extra Cab Pick Up', 'ute-single Single Cab Chassis']),
      );
    });
  });

  describe('locations', () => {
    it('puts cars only at sales and car-buying locations, copying their details', () => {
      const byId = new Map(tenants.group.locations.map((l) => [l.id, l]));
      for (const car of stock('multi-brand')) {
        const location = byId.get(car.location_id);
        expect(location?.location_type === 'sales' || location?.location_type === 'car-buying').toBe(true);
        expect([car.location_name, car.dealership_id, car.dealership_slug, car.city, car.state]).toEqual([
          location?.name,
          location?.dealership_id,
          location?.dealership_slug,
          location?.address.city,
          location?.address.state,
        ]);
      }
    });
    it('car-buying centres hold used cars only', () => {
      const buying = new Set(tenants.group.locations.filter((l) => l.location_type === 'car-buying').map((l) => l.id));
      const atBuying = stock('multi-brand').filter((c) => buying.has(c.location_id));
      expect(atBuying.length).toBeGreaterThan(0);
      expect(atBuying.every((c) => c.car_type === 'used')).toBe(true);
    });
  });

  describe('multi-brand profile', () => {
    const cars = stock('multi-brand', tenants.group, 4000);
    it('covers at least 25 makes, with trucks and motorcycles, new, used and demo', () => {
      expect(new Set(cars.map((c) => c.make)).size).toBeGreaterThanOrEqual(25);
      const trucks = new Set(cars.filter((c) => c.item_type === 'truck').map((c) => c.make));
      const bikes = new Set(cars.filter((c) => c.item_type === 'motorcycle').map((c) => c.make));
      expect([...trucks]).toEqual(expect.arrayContaining(['Isuzu', 'Hino', 'Fuso']));
      expect([...bikes]).toEqual(expect.arrayContaining(['Yamaha', 'Honda', 'Kawasaki', 'Harley-Davidson']));
      expect(new Set(cars.map((c) => c.car_type))).toEqual(new Set(['new', 'used', 'demo']));
    });
    it("sells new cars of a branded location's makes there", () => {
      const springwood = cars.filter((c) => c.location_id === 1 && c.car_type === 'new');
      expect(springwood.length).toBeGreaterThan(0);
      expect(springwood.every((c) => c.make === 'Toyota')).toBe(true);
    });
  });

  describe('status mix against the reference date', () => {
    const cars = stock('multi-brand', tenants.group, 6000);
    const share = (pred: (c: Car) => boolean) => cars.filter(pred).length / cars.length;
    it('is mostly in stock, with some coming soon, sold, reserved and hidden', () => {
      expect(share((c) => c.status === 'in_stock')).toBeGreaterThan(0.85);
      expect(share((c) => c.status === 'coming_soon')).toBeCloseTo(0.03, 1);
      expect(share((c) => c.status === 'sold')).toBeCloseTo(0.04, 1);
      expect(share((c) => c.reserved)).toBeCloseTo(0.03, 1);
      expect(share((c) => !c.show_on_dealer_website)).toBeGreaterThan(0.005);
    });
    it('spreads sale dates over the last 6 days, some inside and some outside the 3-day window', () => {
      const sold = cars.filter((c) => c.status === 'sold');
      expect(
        sold.every(
          (c) =>
            c.sold_date_timestamp !== undefined &&
            c.sold_date_timestamp <= NOW_SECONDS &&
            c.sold_date_timestamp >= NOW_SECONDS - 6 * DAY,
        ),
      ).toBe(true);
      const listed = sold.filter((c) => isListed(c, NOW_SECONDS));
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.length).toBeLessThan(sold.length);
    });
    it('spreads listing dates over the last 120 days, some within 8 days', () => {
      const ages = cars.map((c) => (NOW.getTime() - Date.parse(c.created_at)) / 1000 / DAY);
      expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...ages)).toBeLessThanOrEqual(120);
      expect(ages.filter((a) => a <= 8).length).toBeGreaterThan(cars.length * 0.03);
    });
  });

  describe('media and extras', () => {
    const cars = stock('multi-brand', tenants.group, 4000);
    it('gives about 10% of cars a 36-frame spin, a few with hotspots', () => {
      const spins = cars.filter((c) => c.spin_images.length > 0);
      expect(spins.length / cars.length).toBeGreaterThan(0.06);
      expect(spins.length / cars.length).toBeLessThan(0.15);
      expect(spins.every((c) => c.spin_images.length === 36)).toBe(true);
      expect(spins.some((c) => (c.hotspots?.exterior.length ?? 0) > 0)).toBe(true);
    });
    it('links images by width suffix: 640 in url, 320 in thumb_url', () => {
      const images = cars.flatMap((c) => c.images);
      expect(
        images.every((i) => /-640\.webp$/.test(i.url) && i.thumb_url === i.url.replace('-640.webp', '-320.webp')),
      ).toBe(true);
      expect(cars.some((c) => c.images.length > 3)).toBe(true);
    });
    it('writes dealer comments: some empty, some HTML over 400 characters', () => {
      expect(cars.some((c) => c.dealercomments === '')).toBe(true);
      expect(cars.some((c) => c.dealercomments.length > 400 && c.dealercomments.includes('<ul><li>'))).toBe(true);
    });
    it('lists 10 to 40 features on cars', () => {
      for (const car of cars.filter((c) => c.item_type === 'car')) {
        expect(car.standardEquipment.length).toBeGreaterThanOrEqual(10);
        expect(car.standardEquipment.length).toBeLessThanOrEqual(40);
      }
    });
    it('quotes Manual and Taurus finance, autograb data on used cars, and videos on a few', () => {
      expect(cars.some((c) => c.finance_lenders?.['Manual']?.paymentWeek !== undefined)).toBe(true);
      expect(cars.some((c) => c.finance_lenders?.['Taurus'] !== undefined)).toBe(true);
      expect(cars.filter((c) => c.autograb_data).every((c) => c.car_type === 'used')).toBe(true);
      expect(cars.some((c) => c.video_url)).toBe(true);
    });
  });

  describe('fields added later: history report and interior view', () => {
    const cars = stock('multi-brand', tenants.group, 4000);
    it('gives about half the used and demo cars with a VIN the sample history report, and never a new car', () => {
      const withFile = cars.filter((c) => c.file !== undefined);
      const eligible = cars.filter((c) => c.car_type !== 'new' && c.vin !== undefined);
      expect(
        withFile.every((c) => c.file === SAMPLE_HISTORY_REPORT && c.car_type !== 'new' && c.vin !== undefined),
      ).toBe(true);
      expect(withFile.length / eligible.length).toBeGreaterThan(0.4);
      expect(withFile.length / eligible.length).toBeLessThan(0.6);
    });
    it('links to a report that is in public/, so it works without a network', () => {
      expect(existsSync(fileURLToPath(new URL(`../../../../../public${SAMPLE_HISTORY_REPORT}`, import.meta.url)))).toBe(
        true,
      );
    });
    it('gives spin cars with a trim an interior view in its tone: every one with hotspots, about half the others', () => {
      const interiors = cars.filter((c) => c.spin_interior_image !== undefined);
      expect(interiors.every((c) => c.spin_images.length > 0 && c.interior_colour !== undefined)).toBe(true);
      for (const car of interiors)
        expect(car.spin_interior_image).toBe(
          `/media/generated/interior-${interiorTone(car.interior_colour ?? '')}-640.webp`,
        );
      const spinsWithTrim = cars.filter((c) => c.spin_images.length > 0 && c.interior_colour !== undefined);
      expect(
        spinsWithTrim.filter((c) => c.hotspots !== undefined).every((c) => c.spin_interior_image !== undefined),
      ).toBe(true);
      const others = spinsWithTrim.filter((c) => c.hotspots === undefined);
      const share = others.filter((c) => c.spin_interior_image !== undefined).length / others.length;
      expect(share).toBeGreaterThan(0.3);
      expect(share).toBeLessThan(0.7);
    });
    it('draws them from a second stream, so no other value of any car depends on it', () => {
      const location = tenants.group.locations.find((l) => l.location_type === 'sales')!;
      const chooser = createModelChooser('multi-brand', location, NOW.getUTCFullYear());
      const build = (i: number, extrasSeed: number) =>
        buildCar({
          id: 10_001 + i,
          random: createRandom(mixSeed(1, i)),
          extras: createRandom(mixSeed(extrasSeed, i)),
          location,
          chooser,
          carTypes: PROFILE_MIX['multi-brand'].carTypes,
          nowSeconds: NOW_SECONDS,
          refYear: NOW.getUTCFullYear(),
        });
      const rest = ({ file: _file, spin_interior_image: _interior, ...others }: Car) => others;
      let moved = 0;
      for (let i = 0; i < 600; i++) {
        const [a, b] = [build(i, 1), build(i, 99)];
        expect(rest(a)).toEqual(rest(b));
        if (a.file !== b.file || a.spin_interior_image !== b.spin_interior_image) moved++;
      }
      expect(moved).toBeGreaterThan(0);
    });
  });

  describe('franchise profile', () => {
    const cars = stock('franchise', tenants.franchise, 2000);
    it('sells new and demo Toyotas only, with certified used Toyotas', () => {
      expect(cars.filter((c) => c.car_type !== 'used').every((c) => c.make === 'Toyota')).toBe(true);
      const certified = cars.filter((c) => c.certified);
      expect(certified.length).toBeGreaterThan(0);
      expect(certified.every((c) => c.make === 'Toyota' && c.car_type === 'used')).toBe(true);
    });
  });

  describe('specialist profile', () => {
    const cars = stock('specialist', tenants.specialist, 1000);
    it('is mostly caravans with caravan specifications, then motorcycles, then a few cars', () => {
      const caravans = cars.filter((c) => c.item_type === 'caravan');
      expect(caravans.length / cars.length).toBeGreaterThan(0.55);
      expect(
        caravans.every((c) => c.caravan !== undefined && c.caravan.aggregate_trailer_mass > c.caravan.tare_weight),
      ).toBe(true);
      const bikes = cars.filter((c) => c.item_type === 'motorcycle').length;
      const others = cars.filter((c) => c.item_type === 'car').length;
      expect(bikes).toBeGreaterThan(others);
      expect(others).toBeGreaterThan(0);
    });
  });

  it('refuses locations that cannot hold stock', () => {
    const service = tenants.group.locations.filter((l) => l.location_type === 'service');
    expect(() => generateStock({ seed: 1, count: 1, profile: 'multi-brand', locations: service, now: NOW })).toThrow(
      /sales or car-buying/,
    );
  });
});
