import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $liveStock, watchLiveStock } from '../client/live-stock.ts';

/** An island's view of a car's price now: the live price when it changed since the build, else the built one. */
export function useLivePrice(car: { readonly id: number; readonly price: number } | undefined): number | undefined {
  const state = useStore($liveStock);
  const watched = car !== undefined;
  useEffect(() => {
    if (watched) watchLiveStock();
  }, [watched]);
  return car === undefined ? undefined : (state[String(car.id)]?.price ?? car.price);
}
