import { useStore } from '@nanostores/react';
import { useCurrentRefinements } from 'react-instantsearch-core';
import { CurrentRefinementsView, type RefinementChip } from '../../components/CurrentRefinementsView.tsx';
import { FACET_LABELS, facetValueLabel } from '../../rules/facet-kinds.ts';
import { $locationFilter } from '../location-store.ts';
import type { Facet } from '../../../../config/site/search.ts';

/** The applied filters as chips (connector: useCurrentRefinements) plus Clear Filters. */
export function CurrentRefinements({ clearHref, onClear }: { clearHref: string; onClear: () => void }) {
  const { items, refine, createURL } = useCurrentRefinements();
  const location = useStore($locationFilter);
  const chips: RefinementChip[] = items.flatMap((item) =>
    item.refinements.map((refinement) => ({
      key: `${item.attribute}:${refinement.label}`,
      label:
        refinement.type === 'disjunctive' || refinement.type === 'facet'
          ? facetValueLabel(item.attribute, String(refinement.value))
          : `${FACET_LABELS[item.attribute as Facet] ?? item.attribute} ${refinement.label}`,
      href: createURL(refinement),
      onRemove: () => refine(refinement),
    })),
  );
  if (location.lat !== undefined && location.radius !== undefined) {
    chips.push({
      key: 'location',
      label: `Within ${location.radius} km of ${location.userLocation ?? 'you'}`,
      href: clearHref,
      onRemove: () => $locationFilter.set({}),
    });
  }
  return <CurrentRefinementsView chips={chips} clearHref={clearHref} onClear={onClear} />;
}
