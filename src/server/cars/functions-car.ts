import * as v from 'valibot';
import { CarSchema, type Car } from '../../features/stock/rules/car-schema.ts';

/** The stock fields the car routes and the lead snapshots read. */
const KEPT = [
  'id',
  'slug',
  'name',
  'year',
  'make',
  'model',
  'badge',
  'vin',
  'stocknum',
  'price',
  'car_type',
  'tag',
  'status',
  'dealership_id',
  'location_id',
  'location_name',
  'km',
  'views',
  'autograb_data',
  'reserved',
] as const;

/** What the functions know of a car: the fields they read, and how many photos it has (view.json). */
export const FunctionsCarSchema = v.object({
  ...v.pick(CarSchema, KEPT).entries,
  photos_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type FunctionsCar = v.InferOutput<typeof FunctionsCarSchema>;

/** A built car as the functions keep it. */
export function functionsCar(car: Car): FunctionsCar {
  const kept: Record<string, unknown> = { photos_count: car.images.length };
  for (const key of KEPT) if (car[key] !== undefined) kept[key] = car[key];
  return kept as FunctionsCar;
}

/** A tenant's car by id or slug. */
export type CarLookup = (tenantSlug: string, idOrSlug: string | number) => FunctionsCar | undefined;

/** The lookup over each tenant's built cars, indexed once by id and by slug. */
export function carLookup(stock: Readonly<Record<string, readonly FunctionsCar[]>>): CarLookup {
  const byTenant = new Map<string, Map<string, FunctionsCar>>();
  for (const [slug, cars] of Object.entries(stock)) {
    const index = new Map<string, FunctionsCar>();
    for (const car of cars) {
      index.set(String(car.id), car);
      index.set(car.slug, car);
    }
    byTenant.set(slug, index);
  }
  return (slug, idOrSlug) => byTenant.get(slug)?.get(String(idOrSlug));
}
