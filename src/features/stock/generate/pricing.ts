import type { CarType } from '../car-schema.ts';
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

/** Kilometres a year by item type. */
const KM_PER_YEAR = { car: 15_000, truck: 38_000, motorcycle: 5_500, caravan: 0 } as const;

/** Values one vehicle of a model, badge and car type, relative to the reference year. */
export function valueVehicle(
  random: Random,
  model: CatalogueModel,
  badgeIndex: number,
  carType: CarType,
  refYear: number,
): Valuation {
  const newPrice = badgePrice(model, badgeIndex);
  const firstYear = model.since ?? 0;
  if (carType === 'new') {
    const year = Math.max(refYear - (random.chance(0.15) ? 1 : 0), firstYear);
    return { year, km: random.int(0, 30), price: dealerRound(newPrice * random.float(0.97, 1.02)), newPrice };
  }
  if (carType === 'demo') {
    const km = model.itemType === 'caravan' ? 0 : random.int(800, 9_500);
    const year = Math.max(refYear - random.int(0, 1), firstYear);
    return { year, km, price: dealerRound(newPrice * random.float(0.86, 0.94)), newPrice };
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
  // Never older than the model's generation (a model first sold this year gives used cars of this year).
  const age = model.since === undefined ? drawnAge : Math.max(0, Math.min(drawnAge, refYear - model.since));
  const yearlyKm = KM_PER_YEAR[model.itemType] * random.float(0.55, 1.5);
  // A used car of this year's model has still covered a few months' driving.
  const drivenYears = Math.max(age, 0.4);
  const km = Math.round((drivenYears * yearlyKm) / 100) * 100;
  const expectedKm = drivenYears * KM_PER_YEAR[model.itemType];
  const kmFactor = expectedKm === 0 ? 1 : Math.min(1.08, Math.max(0.85, 1 - ((km - expectedKm) / expectedKm) * 0.12));
  const retained = RETAINED[Math.min(age, RETAINED.length - 1)] ?? 0.2;
  const price = Math.max(3_990, dealerRound(newPrice * retained * kmFactor * random.float(0.92, 1.08)));
  return { year: refYear - age, km, price, newPrice };
}
