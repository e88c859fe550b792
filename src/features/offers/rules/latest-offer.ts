import type { PromoCard } from '../../../config/promos-schema.ts';
import { isPromoLive } from '../../search/rules/promo-placement.ts';

/**
 * spec: the franchise home page's latest-offer block. Of the offers running at `nowMs`, the one that
 * started last; offers without a start count as the oldest, in file order. None when nothing runs.
 */
export function latestOffer<C extends Pick<PromoCard, 'start' | 'expiry'>>(
  cards: readonly C[],
  nowMs: number,
): C | undefined {
  const started = (c: C) => (c.start === undefined ? Number.NEGATIVE_INFINITY : Date.parse(c.start));
  let latest: C | undefined;
  for (const card of cards)
    if (isPromoLive(card, nowMs) && (latest === undefined || started(card) > started(latest))) latest = card;
  return latest;
}
