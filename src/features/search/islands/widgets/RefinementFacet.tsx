import { useRefinementList } from 'react-instantsearch-core';
import { FacetDropdownView } from '../../components/FacetDropdownView.tsx';
import { FacetListView } from '../../components/FacetListView.tsx';
import { facetSorter } from '../../rules/facet-order.ts';
import { facetValueLabel } from '../../rules/facet-kinds.ts';

/** A list facet as a dropdown with counts (connector: useRefinementList). */
export function RefinementFacet({ attribute, label }: { attribute: string; label: string }) {
  const { items, refine, createURL } = useRefinementList({
    attribute,
    limit: 200,
    sortBy: facetSorter(attribute),
  });
  const views = items.map((item) => ({
    value: item.value,
    label: facetValueLabel(attribute, item.label),
    count: item.count,
    isRefined: item.isRefined,
    href: createURL(item.value),
  }));
  return (
    <FacetDropdownView attribute={attribute} label={label} refinedCount={items.filter((item) => item.isRefined).length}>
      <FacetListView items={views} onToggle={refine} />
    </FacetDropdownView>
  );
}

/** Keeps a refinement the URL or path carries (dealership, location, ...) in the search without showing it. */
export function VirtualRefinement({ attribute }: { attribute: string }) {
  useRefinementList({ attribute });
  return null;
}
