import { useSortBy } from 'react-instantsearch-core';
import type { SortOption } from '../../../../config/site/search.ts';
import { replicaIndexName } from '../../rules/engine/sort-orders.ts';
import { SortSelectView } from '../../components/SortSelectView.tsx';
import { SORT_LABELS } from '../../rules/sort-labels.ts';

/** Sort order select (connector: useSortBy; one replica index name per option). */
export function SortBy({ options }: { options: readonly SortOption[] }) {
  const items = options.map((option) => ({ value: replicaIndexName('cars', option), label: SORT_LABELS[option] }));
  const { currentRefinement, refine } = useSortBy({ items });
  return <SortSelectView options={items} value={currentRefinement} onChange={refine} />;
}
