import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { liveCar } from '../rules/live-car.ts';
import { $liveStock, watchLiveStock } from '../client/live-stock.ts';

/** An island's cars (from /data/cars-lite.json, as built) with what changed since the build laid over them. */
export function useLiveCars<C extends { id: number; status: string; price: number; reserved: boolean }>(
  cars: C[] | undefined,
): C[] | undefined {
  const state = useStore($liveStock);
  useEffect(watchLiveStock, []);
  return useMemo(() => cars?.map((car) => liveCar(car, state[String(car.id)])), [cars, state]);
}
