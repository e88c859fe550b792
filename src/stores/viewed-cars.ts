import { persistentAtom } from '@nanostores/persistent';

/** spec/shopper §3: viewed car record kept locally. */
export interface ViewedCar {
  readonly id: number;
  readonly stocknum: string;
  readonly make: string;
  readonly model: string;
  readonly body?: string | undefined;
  readonly simple_body?: string | undefined;
}

/** Most records kept; the oldest go first. */
export const VIEWED_CARS_LIMIT = 20;

/** Cars the shopper opened, newest first, persisted under 'viewed-cars'. */
export const $viewedCars = persistentAtom<ViewedCar[]>('viewed-cars', [], {
  encode: JSON.stringify,
  decode: (raw) => {
    try {
      const value: unknown = JSON.parse(raw);
      return Array.isArray(value) ? (value as ViewedCar[]) : [];
    } catch {
      return [];
    }
  },
});

/** The list with `car` moved to the front (each id once), capped at 20. */
export function withViewedCar(list: readonly ViewedCar[], car: ViewedCar): ViewedCar[] {
  return [car, ...list.filter((entry) => entry.id !== car.id)].slice(0, VIEWED_CARS_LIMIT);
}

/** Records a car page view. */
export function recordViewedCar(car: ViewedCar): void {
  $viewedCars.set(withViewedCar($viewedCars.get(), car));
}
