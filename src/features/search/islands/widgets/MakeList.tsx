import { useState } from 'react';
import { useRefinementList } from 'react-instantsearch-core';
import { FacetDropdownView } from '../../components/FacetDropdownView.tsx';
import { MakeListView } from '../../components/MakeListView.tsx';
import type { FacetItemView } from '../../components/view-types.ts';
import { facetSorter } from '../../rules/facet-order.ts';
import { MODELS_LIMIT } from '../../rules/make-list.ts';

/** spec: make list (first 7, Show all / Hide) with the selected make's models (at most 30). */
export function MakeList({ label, withModels }: { label: string; withModels: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const makes = useRefinementList({ attribute: 'make', limit: 200, sortBy: facetSorter('make') });
  const models = useRefinementList({ attribute: 'model', limit: MODELS_LIMIT, sortBy: facetSorter('model') });
  const view = (list: typeof makes): FacetItemView[] =>
    list.items.map((item) => ({
      value: item.value,
      label: item.label,
      count: item.count,
      isRefined: item.isRefined,
      href: list.createURL(item.value),
    }));
  return (
    <FacetDropdownView
      attribute="make"
      label={label}
      refinedCount={makes.items.filter((item) => item.isRefined).length}
      open
    >
      <MakeListView
        makes={view(makes)}
        models={withModels ? view(models) : []}
        expanded={expanded}
        onToggleExpanded={() => setExpanded(!expanded)}
        onToggleMake={makes.refine}
        onToggleModel={models.refine}
      />
    </FacetDropdownView>
  );
}
