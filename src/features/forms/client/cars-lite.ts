import type { CarLite } from '../rules/car-lite.ts';

let carsPromise: Promise<CarLite[]> | undefined;

/** Browser: every listed car of this site (fetched once per page). */
export function loadCarsLite(): Promise<CarLite[]> {
  carsPromise ??= fetch('/data/cars-lite.json').then((r) => (r.ok ? (r.json() as Promise<CarLite[]>) : []));
  return carsPromise;
}

/** Browser: the car a `car_id` query value names (numeric id or slug), if it is listed. */
export async function findCarLite(idOrSlug: string | null | undefined): Promise<CarLite | undefined> {
  if (!idOrSlug) return undefined;
  const cars = await loadCarsLite();
  return cars.find((c) => String(c.id) === idOrSlug || c.slug === idOrSlug);
}

/** The `car_id` query parameter of the current page. */
export function queryCarId(): string | null {
  return new URLSearchParams(window.location.search).get('car_id');
}
