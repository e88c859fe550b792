import type { CarType } from '../../rules/car-schema.ts';
import type { CatalogueModel } from './catalogue-types.ts';
import type { Random } from './prng.ts';

/** Year, odometer and price of one generated vehicle. */
export interface Valuation {
  year: number;
  /** Odometer in kilometres (0 for caravans). */
  km: number;
  /** Advertised drive-away price in dollars. */
  price: number;
  /** Price of the same badge new today, in dollars. */
  newPrice: number;
}

/** Each step up the badge ladder adds about 12% to the base price. */
export function badgePrice(model: CatalogueModel, badgeIndex: number): number {
  return model.basePrice * (1 + 0.12 * badgeIndex);
}

/** Rounds to a dealer-style price ending in 990 (or 99 under $20,000 for bikes). */
export function dealerRound(price: number): number {
  if (price < 20_000) return Math.max(990, Math.round(price / 100) * 100 - 1);
  return Math.round(price / 1000) * 1000 - 10;
}

// Share of the new price kept after n years (Australian used-market curve, roughly); a used car of this year keeps 90%.
const RETAINED = [0.9, 0.84, 0.74, 0.66, 0.59, 0.53, 0.48, 0.43, 0.39, 0.35, 0.32, 0.29, 0.26, 0.24, 0.22, 0.2];

/** Share of the new price a demonstrator is advertised at. */
const DEMO_SHARE = { min: 0.86, max: 0.94 } as const;

/** Kilometres a year by item type. */
const KM_PER_YEAR = { car: 15_000, truck: 38_000, motorcycle: 5_500, caravan: 0 } as const;

/** The model years a model is listed in at the reference year: its generation's first to its last (or this year). */
export function modelYears(model: CatalogueModel, refYear: number): { first: number; last: number } {
  return { first: model.since ?? Number.NEGATIVE_INFINITY, last: Math.min(model.until ?? refYear, refYear) };
}

/** Whether the model is still sold new in the reference year (so it can be listed new or as a demonstrator). */
export function soldNew(model: CatalogueModel, refYear: number): boolean {
  return model.until === undefined || model.until >= refYear;
}

/** Values one vehicle of a model, badge and car type, relative to the reference year. */
export function valueVehicle(
  random: Random,
  model: CatalogueModel,
  badgeIndex: number,
  carType: CarType,
  refYear: number,
): Valuation {
  const newPrice = badgePrice(model, badgeIndex);
  const { first, last } = modelYears(model, refYear);
  const inSpan = (year: number) => Math.min(last, Math.max(first, year));
  if (carType === 'new') {
    const year = inSpan(refYear - (random.chance(0.15) ? 1 : 0));
    // Delivery kilometres; a caravan has no odometer (drawn all the same, so the car's other values stay put).
    const delivery = random.int(0, 30);
    const km = model.itemType === 'caravan' ? 0 : delivery;
    return { year, km, price: dealerRound(newPrice * random.float(0.97, 1.02)), newPrice };
  }
  if (carType === 'demo') {
    const km = model.itemType === 'caravan' ? 0 : random.int(800, 9_500);
    const year = inSpan(refYear - random.int(0, 1));
    return { year, km, price: dealerRound(newPrice * random.float(DEMO_SHARE.min, DEMO_SHARE.max)), newPrice };
  }
  const drawnAge = random.weighted([
    [1, 8],
    [2, 12],
    [3, 14],
    [4, 13],
    [5, 11],
    [6, 9],
    [7, 8],
    [8, 6],
    [9, 5],
    [10, 4],
    [12, 3],
    [14, 2],
  ] as const);
  // Within the model's years: never older than its generation (a model first sold this year gives used cars of
  // this year), never newer than its last model year.
  const age = refYear - inSpan(refYear - drawnAge);
  const yearlyKm = KM_PER_YEAR[model.itemType] * random.float(0.55, 1.5);
  // A used car of this year's model has still covered a few months' driving.
  const drivenYears = Math.max(age, 0.4);
  const km = Math.round((drivenYears * yearlyKm) / 100) * 100;
  const expectedKm = drivenYears * KM_PER_YEAR[model.itemType];
  const kmFactor = expectedKm === 0 ? 1 : Math.min(1.08, Math.max(0.85, 1 - ((km - expectedKm) / expectedKm) * 0.12));
  const retained = RETAINED[Math.min(age, RETAINED.length - 1)] ?? 0.2;
  // Never dearer than a demonstrator of its badge (at most 94% of new), whatever its low kilometres.
  const share = Math.min(DEMO_SHARE.max, retained * kmFactor * random.float(0.92, 1.08));
  const price = Math.max(3_990, dealerRound(newPrice * share));
  return { year: refYear - age, km, price, newPrice };
}
