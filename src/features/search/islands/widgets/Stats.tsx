import { useInstantSearch } from 'react-instantsearch-core';
import { StatsView } from '../../components/StatsView.tsx';
import { displayedResultCount } from '../../rules/result-count.ts';
import type { StockNoun } from '../../rules/stock-noun.ts';

/** The result count (a count above 1999 is a cap: spec, search service). */
export function useResultCount(): number {
  const { results } = useInstantSearch();
  return displayedResultCount(results.nbHits, {
    facetCounts:
      (results.facets.find((facet) => facet.name === 'car_type')?.data as Record<string, number> | undefined) ?? {},
  });
}

export function Stats({ noun }: { noun: StockNoun }) {
  return <StatsView count={useResultCount()} noun={noun} />;
}
