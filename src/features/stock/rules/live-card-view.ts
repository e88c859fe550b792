import type { CardHit } from '../../search/rules/card-hit.ts';
import { priceDisplay } from './price-display.ts';
import { liveCar, liveStatus, type LiveChange, type LiveStatus } from './live-car.ts';

/**
 * A search hit with the change laid over: a car no longer in_stock or coming_soon reads as sold (it is not for
 * sale), and a new price drops the lender's weekly figure, which was worked out on the old price.
 */
export function liveCardHit(hit: CardHit, change: LiveChange | undefined): CardHit {
  if (change === undefined) return hit;
  const built = { status: hit.status ?? 'in_stock', price: hit.price ?? 0, reserved: hit.reserved };
  const live = liveCar(built, change);
  const status = liveStatus(live) === 'sold' ? 'sold' : (live.status as 'in_stock' | 'coming_soon');
  const next: CardHit = { ...hit, reserved: live.reserved, status };
  if (change.price !== undefined && change.price !== hit.price) {
    next.price = change.price;
    delete next.weekly_price;
  }
  return next;
}

/** What a prerendered card shows with the change; null fields stay as built. */
export interface CardLive {
  readonly status: Exclude<LiveStatus, 'available'> | null;
  readonly priceText: string | null;
  /** The crossed-out price still stands above the new price. */
  readonly keepWas: boolean;
}

/** A prerendered card knows its price only as text: `wasText` is its crossed-out price, e.g. '$42,990'. */
export function cardLive(change: LiveChange | undefined, wasText: string | null): CardLive {
  const sold =
    change?.status !== undefined &&
    change.status !== 'reserved' &&
    liveStatus({ status: change.status, price: 0 }) === 'sold';
  const status = change?.status === 'reserved' ? 'reserved' : sold ? 'sold' : null;
  if (change?.price === undefined) return { status, priceText: null, keepWas: true };
  const was = wasText === null ? undefined : Number(wasText.replace(/\D/g, ''));
  const price = priceDisplay({ price: change.price, before_price: was, preorder: false, autograb_data: undefined });
  return { status, priceText: price.text, keepWas: price.kind === 'price' && price.wasText !== null };
}
