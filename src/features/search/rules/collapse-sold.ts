/**
 * spec: result lists. Consecutive sold cars collapse so only the first of each run shows;
 * when every car is sold, all show. Order is kept.
 */
export function collapseSoldRuns<T extends { status?: unknown }>(cars: readonly T[]): T[] {
  if (cars.every((car) => car.status === 'sold')) return [...cars];
  return cars.filter((car, i) => car.status !== 'sold' || cars[i - 1]?.status !== 'sold');
}
