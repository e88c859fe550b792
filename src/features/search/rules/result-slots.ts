import type { LatLng } from '../../geo/rules/haversine.ts';
import { cardDataOf, type CarCardData, type CardSettings } from './card-data.ts';
import type { CardHit } from './card-hit.ts';
import { collapseSoldRuns } from './collapse-sold.ts';
import { placePromos, type ResultSlot } from './promo-placement.ts';
import { distancesByLocation } from './location-filter.ts';
import type { SearchPageConfig } from './page-config.ts';
import { HITS_PER_PAGE } from './search-requests.ts';

/**
 * One page of hits as grid slots: consecutive sold cars collapsed to the first of each run, cards
 * built by the spec's rules (with distance when the shopper set a point), promo cards placed.
 */
export function resultSlots(
  hits: readonly CardHit[],
  config: Pick<SearchPageConfig, 'card' | 'promos' | 'locations'>,
  context: { nowMs: number; carTypes: readonly string[]; centre: LatLng | null },
): ResultSlot<CarCardData>[] {
  const settings: CardSettings = { ...config.card, nowMs: context.nowMs };
  const distances = context.centre === null ? null : distancesByLocation(config.locations, context.centre);
  const cards = collapseSoldRuns(hits).map((hit) =>
    cardDataOf(hit, settings, hit.location_id === undefined ? undefined : distances?.get(hit.location_id)),
  );
  return placePromos(cards, config.promos.cards, {
    nowMs: context.nowMs,
    searchTypes: context.carTypes,
    defaultPositions: config.promos.positions,
    pageSize: HITS_PER_PAGE,
  });
}
