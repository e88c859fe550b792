import { DEFAULT_ITEM_TYPE } from '../../stock/rules/car-schema.ts';

/**
 * spec: similar cars. Up to 6 shown, only in_stock, price band ±10000 below 50000 else ±25000.
 * They keep to the car's vehicle type (item_type: car, motorcycle, truck, caravan), so a wagon
 * never lists a motorcycle priced like it; body styles within a type still mix (a wagon with SUVs).
 */
export const SIMILAR_CARS_SHOWN = 6;

export interface SimilarCarSubject {
  id: number | string;
  price: number;
  model: string;
  make?: string;
  /** Vehicle type, e.g. 'car', 'motorcycle', 'caravan'; absent means 'car' (the stock schema's default). */
  item_type?: string | undefined;
}

/** The vehicle type similar cars keep to: `item_type`, or the stock schema's default when a record has none. */
export function vehicleTypeOf(record: { item_type?: string | undefined }): string {
  return record.item_type ?? DEFAULT_ITEM_TYPE;
}

/** The price band around a price: ±10000 below 50000, else ±25000 (lower bound not below 0). */
export function similarPriceBand(price: number): { min: number; max: number } {
  const spread = price < 50_000 ? 10_000 : 25_000;
  return { min: Math.max(0, price - spread), max: price + spread };
}

/**
 * Engine `filters` expressions for the similar-cars multi-search: the same model first, then the
 * wider band. Both exclude the car itself and keep to in_stock and to the car's vehicle type.
 */
export function similarCarsFilters(car: SimilarCarSubject): { sameModel: string; samePriceBand: string } {
  const { min, max } = similarPriceBand(car.price);
  const quote = (text: string) => `"${text.replace(/(["\\])/g, '\\$1')}"`;
  const base =
    `status:in_stock AND item_type:${quote(vehicleTypeOf(car))} AND price:${min} TO ${max}` +
    ` AND NOT id=${Number(car.id)}`;
  return { sameModel: `${base} AND model:${quote(car.model)}`, samePriceBand: base };
}

/**
 * Picks the cars to show from candidate lists (e.g. the same-model and price-band results):
 * in_stock only, the car's vehicle type, inside the price band, not the car itself, same model
 * first, each id once, at most 6.
 */
export function selectSimilarCars<
  T extends { id: number | string; price: number; model: string; status?: string; item_type?: string | undefined },
>(car: SimilarCarSubject, ...candidateLists: readonly (readonly T[])[]): T[] {
  const { min, max } = similarPriceBand(car.price);
  const type = vehicleTypeOf(car);
  const seen = new Set<string>([String(car.id)]);
  const eligible: T[] = [];
  for (const candidate of candidateLists.flat()) {
    const id = String(candidate.id);
    if (seen.has(id) || candidate.status !== 'in_stock' || vehicleTypeOf(candidate) !== type) continue;
    if (candidate.price < min || candidate.price > max) continue;
    seen.add(id);
    eligible.push(candidate);
  }
  const sameModel = eligible.filter((candidate) => candidate.model === car.model);
  const others = eligible.filter((candidate) => candidate.model !== car.model);
  return [...sameModel, ...others].slice(0, SIMILAR_CARS_SHOWN);
}
