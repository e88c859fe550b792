import type { Facet } from '../../../config/site/search.ts';
import type { SearchResult } from './engine/algolia-types.ts';
import type { EmbeddedSearchClient } from './engine/instantsearch-client.ts';
import { cardHitOf } from './card-hit.ts';
import type { CarCardData } from './card-data.ts';
import type { ResultSlot } from './promo-placement.ts';
import { displayedResultCount } from './result-count.ts';
import { stateToUrl } from './routing.ts';
import { changeFilters, EMPTY_SEARCH_STATE, refine, type SearchState } from './search-state.ts';
import type { FacetItemView } from '../components/view-types.ts';
import type { RefinementChip } from '../components/CurrentRefinementsView.tsx';
import { FACET_LABELS, facetLayout, facetValueLabel } from './facet-kinds.ts';
import { centreOf, searchFilters } from './location-filter.ts';
import type { SearchPageConfig } from './page-config.ts';
import { resultSlots } from './result-slots.ts';
import { requestsOfState } from './search-requests.ts';
import { sliderBounds, thumbsOf } from './slider-bounds.ts';
import { sortFacetItems } from './facet-order.ts';

export interface FacetListModel {
  attribute: Facet;
  label: string;
  items: FacetItemView[];
}

export interface SliderModel {
  attribute: Facet;
  label: string;
  bounds: { min: number; max: number; step: number };
  value: [number, number];
}

/** What a search page shows before any JavaScript runs. */
export interface StaticSearchModel {
  count: number;
  /** 1-based. */
  page: number;
  nbPages: number;
  slots: ResultSlot<CarCardData>[];
  lists: FacetListModel[];
  sliders: SliderModel[];
  sortBy: string;
  chips: RefinementChip[];
  clearHref: string;
  highestPriceHref: string;
  pageHrefs: string[];
}

/** Runs the page's first search through the same engine the browser uses and shapes it for the views. */
export async function staticSearchModel(
  state: SearchState,
  config: SearchPageConfig,
  client: EmbeddedSearchClient,
  nowMs: number,
): Promise<StaticSearchModel> {
  const { lists, sliders } = facetLayout(config.facets);
  const requests = requestsOfState(state, config.facets, searchFilters(state.location, config));
  const { results } = await client.search(requests);
  const main = results[0] as SearchResult;
  const countsOf = (facet: string): Record<string, number> => {
    const own = results
      .slice(1)
      .find(
        (result) =>
          'facets' in result &&
          result.hitsPerPage === 0 &&
          Object.keys(result.facets ?? {}).includes(facet) &&
          Object.keys(result.facets ?? {}).length === 1,
      ) as SearchResult | undefined;
    return (own ?? main).facets?.[facet] ?? {};
  };
  const url = (next: SearchState) => stateToUrl(next, config.routing);
  const listModels = lists.map((attribute): FacetListModel => {
    const refined = state.refinements[attribute] ?? [];
    const counts = { ...countsOf(attribute) };
    for (const value of refined) counts[value] ??= 0;
    const items = Object.entries(counts).map(
      ([value, count]): FacetItemView => ({
        value,
        label: facetValueLabel(attribute, value),
        count,
        isRefined: refined.includes(value),
        href: url(
          refine(state, attribute, refined.includes(value) ? refined.filter((v) => v !== value) : [...refined, value]),
        ),
      }),
    );
    return { attribute, label: FACET_LABELS[attribute], items: sortFacetItems(attribute, items) };
  });
  const sliderModels = sliders.map((attribute): SliderModel => {
    const bounds = sliderBounds(attribute, config.priceSlider, main.facets_stats?.[attribute]);
    return {
      attribute,
      label: FACET_LABELS[attribute],
      bounds,
      value: thumbsOf(state.ranges[attribute], bounds).value,
    };
  });
  const chips: RefinementChip[] = [];
  for (const [attribute, values] of Object.entries(state.refinements)) {
    for (const value of values)
      chips.push({
        key: `${attribute}:${value}`,
        label: facetValueLabel(attribute, value),
        href: url(
          refine(
            state,
            attribute,
            values.filter((v) => v !== value),
          ),
        ),
      });
  }
  for (const attribute of Object.keys(state.ranges)) {
    const { [attribute]: _removed, ...ranges } = state.ranges;
    chips.push({
      key: attribute,
      label: FACET_LABELS[attribute as Facet] ?? attribute,
      href: url(changeFilters(state, { ranges })),
    });
  }
  const hits = main.hits.map(cardHitOf);
  const carTypes = state.refinements['car_type'] ?? [];
  return {
    count: displayedResultCount(main.nbHits, { facetCounts: main.facets?.['car_type'] ?? {} }),
    page: main.page + 1,
    nbPages: main.nbPages,
    slots: resultSlots(hits, config, { nowMs, carTypes, centre: centreOf(state.location) }),
    lists: listModels,
    sliders: sliderModels,
    sortBy: state.sortBy,
    chips,
    clearHref: url({ ...EMPTY_SEARCH_STATE, offers: state.offers }),
    highestPriceHref: url({ ...state, sortBy: 'highestPrice', page: 1 }),
    pageHrefs: Array.from({ length: main.nbPages + 1 }, (_, page) => url({ ...state, page: Math.max(1, page) })),
  };
}
