import type { Location } from '../../../../config/location-schema.ts';
import type { Car } from '../../rules/car-schema.ts';
import { buildCar } from './build-car.ts';
import { createModelChooser, type ModelChooser } from './model-choice.ts';
import { createRandom, mixSeed } from './prng.ts';
import { PROFILE_MIX, type StockProfile } from './profiles.ts';

export interface GenerateStockOptions {
  seed: number;
  count: number;
  profile: StockProfile;
  /** The tenant's locations; cars go to the sales and car-buying ones. */
  locations: readonly Location[];
  /** Reference date: listing and sale dates are spread back from it. */
  now: Date;
}

/** Car ids start here, so ids look like a dealer system's and never collide with small fixture ids. */
const FIRST_ID = 10_001;
/** Mixed into a car's seed for its second stream (fields added later, see addLaterFields). */
const EXTRAS_STREAM = 2;

/**
 * Demo stock for a tenant. Pure and deterministic: the same options give identical records,
 * and car i depends only on (seed, i), the profile, the locations and now — so a larger count
 * extends a smaller one. Throws when no location can hold stock.
 */
export function generateStock({ seed, count, profile, locations, now }: GenerateStockOptions): Car[] {
  const stockLocations = locations.filter((l) => l.location_type === 'sales' || l.location_type === 'car-buying');
  if (stockLocations.length === 0) throw new Error('generateStock needs at least one sales or car-buying location');
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const refYear = now.getUTCFullYear();
  const choosers = new Map<number, ModelChooser>(
    stockLocations.map((l) => [l.id, createModelChooser(profile, l, refYear)]),
  );
  // Car-buying yards hold fewer cars than showrooms.
  const locationWeights = stockLocations.map((l) => [l, l.location_type === 'car-buying' ? 0.3 : 1] as const);
  const { carTypes } = PROFILE_MIX[profile];
  const cars: Car[] = new Array<Car>(count);
  for (let i = 0; i < count; i++) {
    const random = createRandom(mixSeed(seed, i));
    const location = random.weighted(locationWeights);
    const chooser = choosers.get(location.id);
    if (!chooser) throw new Error(`no model chooser for location ${location.id}`);
    const extras = createRandom(mixSeed(seed, i, EXTRAS_STREAM));
    cars[i] = buildCar({ id: FIRST_ID + i, random, extras, location, chooser, carTypes, nowSeconds, refYear });
  }
  return cars;
}
