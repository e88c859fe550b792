import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { useHits, useInstantSearch } from 'react-instantsearch-core';
import { $favourites } from '../../../stores/favourites.ts';
import { cardHitOf } from '../cards/card-hit.ts';
import { EmptyStateView } from '../components/EmptyStateView.tsx';
import { ResultsGridView } from '../components/ResultsGridView.tsx';
import type { Hit } from '../engine/algolia-types.ts';
import { $locationFilter } from '../island/location-store.ts';
import { centreOf } from '../page/location-filter.ts';
import type { SearchPageConfig } from '../page/page-config.ts';
import { resultSlots } from '../page/result-slots.ts';

/** The results grid (connector: useHits): the same slots and cards as the static HTML, or the empty state. */
export function Results({ config, clearHref, onClear }: { config: SearchPageConfig; clearHref: string; onClear: () => void }) {
  const { items } = useHits<Hit>();
  const { indexUiState } = useInstantSearch();
  const favourites = useStore($favourites);
  const location = useStore($locationFilter);
  const carTypes = indexUiState.refinementList?.['car_type'] ?? [];
  const slots = useMemo(
    () => resultSlots(items.map((hit) => cardHitOf(hit as unknown as Hit)), config, { nowMs: Date.now(), carTypes, centre: centreOf(location) }),
    [items, config, carTypes, location],
  );
  const saved = useMemo(() => new Set(favourites.map((car) => car.id)), [favourites]);
  if (slots.length === 0) return <EmptyStateView offers={config.offers} clearHref={clearHref} onClear={onClear} />;
  return <ResultsGridView slots={slots} saved={saved} />;
}
