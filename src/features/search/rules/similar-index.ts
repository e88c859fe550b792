import { SIMILAR_CARS_SHOWN, similarPriceBand, type SimilarCarSubject, vehicleTypeOf } from './similar-cars.ts';

interface Candidate {
  id: number | string;
  price: number;
  model: string;
  status?: string;
  item_type?: string | undefined;
}

/** In-stock cars of one vehicle type sorted by price, once overall and once per model. */
interface TypeGroup<T> {
  byPrice: T[];
  byModel: Map<string, T[]>;
}

/**
 * `selectSimilarCars` over a whole stock list, answered without scanning the price band: in-stock
 * cars grouped by vehicle type and sorted by price, once overall and once per model, each band
 * found by binary search. The build asks this for every car page, so the cost per car stays near
 * constant however large the stock.
 */
export function similarCarsIndex<T extends Candidate>(stock: readonly T[]): (car: SimilarCarSubject) => T[] {
  const byType = new Map<string, TypeGroup<T>>();
  const inStock = stock.filter((candidate) => candidate.status === 'in_stock').sort((a, b) => a.price - b.price);
  for (const candidate of inStock) {
    const type = vehicleTypeOf(candidate);
    let group = byType.get(type);
    if (group === undefined) {
      group = { byPrice: [], byModel: new Map() };
      byType.set(type, group);
    }
    group.byPrice.push(candidate);
    const list = group.byModel.get(candidate.model);
    if (list) list.push(candidate);
    else group.byModel.set(candidate.model, [candidate]);
  }
  return (car) => {
    const group = byType.get(vehicleTypeOf(car));
    if (group === undefined) return [];
    const { min, max } = similarPriceBand(car.price);
    const self = String(car.id);
    const picked: T[] = [];
    const seen = new Set<string>([self]);
    const take = (list: readonly T[], skipModel: string | undefined) => {
      for (let i = lowerBound(list, min); i < list.length && picked.length < SIMILAR_CARS_SHOWN; i++) {
        const candidate = list[i] as T;
        if (candidate.price > max) break;
        const id = String(candidate.id);
        if (candidate.model === skipModel || seen.has(id)) continue;
        seen.add(id);
        picked.push(candidate);
      }
    };
    take(group.byModel.get(car.model) ?? [], undefined);
    take(group.byPrice, car.model);
    return picked;
  };
}

/** First index whose price is at least `price` in a price-sorted list. */
function lowerBound(sorted: readonly Candidate[], price: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle]?.price ?? Infinity) < price) low = middle + 1;
    else high = middle;
  }
  return low;
}
