import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { useHits, useInstantSearch } from 'react-instantsearch-core';
import { $favourites } from '../../../../stores/favourites.ts';
import { $liveStock, watchLiveStock } from '../../../stock/client/live-stock.ts';
import { liveCardHit } from '../../../stock/rules/live-card-view.ts';
import { cardHitOf } from '../../rules/card-hit.ts';
import { EmptyStateView } from '../../components/EmptyStateView.tsx';
import { ResultsGridView } from '../../components/ResultsGridView.tsx';
import { ResultsMapView } from '../../components/ResultsMapView.tsx';
import type { Hit } from '../../rules/engine/algolia-types.ts';
import { $locationFilter } from '../location-store.ts';
import { $resultsView } from '../results-view-store.ts';
import { centreOf } from '../../rules/location-filter.ts';
import { mapListOf } from '../../rules/map-list.ts';
import type { SearchPageConfig } from '../../rules/page-config.ts';
import { resultSlots } from '../../rules/result-slots.ts';

/** The results (connector: useHits): the grid with the static HTML's slots and cards, the Map view, or the empty state. */
export function Results({
  config,
  clearHref,
  onClear,
}: {
  config: SearchPageConfig;
  clearHref: string;
  onClear: () => void;
}) {
  const { items } = useHits<Hit>();
  const { indexUiState } = useInstantSearch();
  const favourites = useStore($favourites);
  const location = useStore($locationFilter);
  const view = useStore($resultsView);
  const live = useStore($liveStock);
  useEffect(watchLiveStock, []);
  const carTypes = indexUiState.refinementList?.['car_type'] ?? [];
  const slots = useMemo(() => {
    const hits = items
      .map((hit) => cardHitOf(hit as unknown as Hit))
      .map((hit) => liveCardHit(hit, live[hit.objectID]));
    return resultSlots(hits, config, { nowMs: Date.now(), carTypes, centre: centreOf(location) });
  }, [items, config, carTypes, location, live]);
  const mapList = useMemo(
    () =>
      view === 'map' && config.map !== null
        ? mapListOf(
            slots.flatMap((slot) => (slot.kind === 'car' ? [slot.car] : [])),
            config.locations,
          )
        : null,
    [view, config, slots],
  );
  const saved = useMemo(() => new Set(favourites.map((car) => car.id)), [favourites]);
  if (slots.length === 0) return <EmptyStateView offers={config.offers} clearHref={clearHref} onClear={onClear} />;
  if (mapList !== null && config.map !== null)
    return <ResultsMapView entries={mapList.entries} pins={mapList.pins} tiles={config.map.tiles} />;
  return <ResultsGridView slots={slots} saved={saved} />;
}
