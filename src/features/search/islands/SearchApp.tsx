import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { Configure, InstantSearch, useInstantSearch } from 'react-instantsearch-core';
import { recordSearch } from '../../../stores/search-history.ts';
import { FilterPanelView } from '../components/FilterPanelView.tsx';
import { SearchLayoutView } from '../components/SearchLayoutView.tsx';
import type { EmbeddedSearchClient } from '../rules/engine/instantsearch-client.ts';
import { replicaIndexName } from '../rules/engine/sort-orders.ts';
import { FACET_LABELS, facetLayout } from '../rules/facet-kinds.ts';
import { searchFilters } from '../rules/location-filter.ts';
import type { SearchPageConfig } from '../rules/page-config.ts';
import { HITS_PER_PAGE, MAX_VALUES_PER_FACET } from '../rules/search-requests.ts';
import { DEFAULT_SEARCH_PATH, OFFERS_PATH } from '../rules/routing.ts';
import { CurrentRefinements } from './widgets/CurrentRefinements.tsx';
import { LocationFilter } from './widgets/LocationFilter.tsx';
import { MakeList } from './widgets/MakeList.tsx';
import { Pagination } from './widgets/Pagination.tsx';
import { PriceDisplayToggle } from './widgets/PriceDisplayToggle.tsx';
import { RangeSlider } from './widgets/RangeSlider.tsx';
import { RefinementFacet, VirtualRefinement } from './widgets/RefinementFacet.tsx';
import { Results } from './widgets/Results.tsx';
import { SearchBox } from './widgets/SearchBox.tsx';
import { SortBy } from './widgets/SortBy.tsx';
import { Stats, useResultCount } from './widgets/Stats.tsx';
import { ViewSwitch } from './widgets/ViewSwitch.tsx';
import { searchTitle } from '../rules/search-title.ts';
import { $locationFilter } from './location-store.ts';
import { showHeading } from '../client/page-heading.ts';
import { $resultsView } from './results-view-store.ts';
import { announceUrlChange } from '../client/url-changed.ts';
import { searchRouting } from './routing.ts';
import { BASE_INDEX, uiStateToSearchState, type IndexUiState } from '../rules/ui-state-mapping.ts';

/** Refinements a path or URL can carry without a visible facet: kept in the search by virtual widgets. */
const PATH_FACETS = [
  'make',
  'model',
  'car_type',
  'body',
  'dealership_slug',
  'location_name',
  'tag',
  'certified',
  'state',
  'city',
];

interface Props {
  config: SearchPageConfig;
  client: EmbeddedSearchClient;
  /** Called once, when the first results are on screen (the static HTML is swapped out then). */
  onReady: () => void;
  /** Called with true when a search fails (e.g. the index cannot load), false once one succeeds. */
  onError: (failed: boolean) => void;
}

/**
 * Reports the first results, marks loading, reports a failed search (the page keeps the results it
 * shows and says so), and records each search in the history store.
 */
function Lifecycle({ onReady, onError }: { onReady: () => void; onError: (failed: boolean) => void }) {
  const { results, status, indexUiState } = useInstantSearch({ catchError: true });
  const ready = !(results as unknown as { __isArtificial?: boolean }).__isArtificial;
  // Swap only on results of the latest state: a change made on the static page while the island
  // woke (static-controls.ts) starts a new search first.
  const settled = status === 'idle';
  useEffect(() => {
    if (ready && settled) onReady();
  }, [ready, settled, onReady]);
  useEffect(() => onError(status === 'error'), [status, onError]);
  useEffect(() => {
    document
      .querySelector('.search-island')
      ?.setAttribute('aria-busy', String(status === 'loading' || status === 'stalled'));
  }, [status]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new results object is a search shown: record it then.
  useEffect(() => {
    if (!ready) return;
    recordSearch(
      { query: indexUiState.query, ...indexUiState.refinementList, ...indexUiState.range },
      window.location.pathname + window.location.search,
    );
  }, [ready, results, indexUiState]);
  return null;
}

/** Keeps the heading, breadcrumb and document title in step with the search (the path changes with make, type, dealership, ...). */
function Heading({ config }: { config: SearchPageConfig }) {
  const { indexUiState, status, results } = useInstantSearch();
  const location = useStore($locationFilter);
  const view = useStore($resultsView);
  const title = searchTitle(
    uiStateToSearchState(indexUiState as IndexUiState, { location, offers: config.offers, view }),
    config.dealershipNames,
    config.noun,
  );
  // The heading names the results on screen: it waits for them, and stays when a search fails.
  const shown = status === 'idle' && !(results as unknown as { __isArtificial?: boolean }).__isArtificial;
  useEffect(() => {
    if (shown) showHeading(title);
  }, [title, shown]);
  return null;
}

function Page({ config }: { config: SearchPageConfig }) {
  const { setIndexUiState } = useInstantSearch();
  const count = useResultCount();
  const { lists, sliders } = facetLayout(config.facets);
  const clearHref = config.offers ? OFFERS_PATH : (config.routing.defaultPath ?? DEFAULT_SEARCH_PATH);
  const clear = () => {
    $locationFilter.set({});
    setIndexUiState({});
  };
  const shown = new Set<string>(lists);
  return (
    <>
      {PATH_FACETS.filter((facet) => !shown.has(facet)).map((facet) => (
        <VirtualRefinement key={facet} attribute={facet} />
      ))}
      <SearchLayoutView
        searchBox={<SearchBox />}
        count={count}
        noun={config.noun}
        filters={
          <FilterPanelView
            highestPriceHref="?sortBy=highestPrice"
            onHighestPrice={() =>
              setIndexUiState((prev) => ({ ...prev, sortBy: replicaIndexName(BASE_INDEX, 'highestPrice'), page: 1 }))
            }
          >
            {shown.has('make') && <MakeList label={FACET_LABELS.make} withModels={shown.has('model')} />}
            {sliders.map((attribute) => (
              <RangeSlider
                key={attribute}
                attribute={attribute}
                label={FACET_LABELS[attribute]}
                price={config.priceSlider}
              />
            ))}
            {lists
              .filter((facet) => facet !== 'make' && facet !== 'model')
              .map((facet) => (
                <RefinementFacet key={facet} attribute={facet} label={FACET_LABELS[facet]} />
              ))}
            <LocationFilter />
          </FilterPanelView>
        }
        toolbar={
          <>
            <Stats noun={config.noun} />
            <SortBy options={config.sortOptions} />
            {config.priceDisplayChoice && <PriceDisplayToggle />}
            {config.map !== null && <ViewSwitch />}
          </>
        }
        refinements={<CurrentRefinements clearHref={clearHref} onClear={clear} />}
        results={<Results config={config} clearHref={clearHref} onClear={clear} />}
        pagination={<Pagination />}
      />
    </>
  );
}

/**
 * Re-reads the URL once InstantSearch listens to it (its router subscribes in an effect, after the
 * instance read the URL): a change the static page made in between would otherwise be lost.
 */
function CatchUpWithUrl({ readHref }: { readHref: string }) {
  useEffect(() => {
    if (window.location.href !== readHref) announceUrlChange();
  }, [readHref]);
  return null;
}

/** The search island: InstantSearch over the tenant's client, URL routing, the same views as the static HTML. */
export function SearchApp({ config, client, onReady, onError }: Props) {
  const routing = useMemo(() => searchRouting(config.routing, config.offers), [config]);
  const [readHref] = useState(() => window.location.href);
  const location = useStore($locationFilter);
  const filters = searchFilters(location, config);
  return (
    <>
      <InstantSearch
        searchClient={client as never}
        indexName={BASE_INDEX}
        routing={routing}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        {/* locationKey changes with every location change (even one that keeps the same ids), so the URL follows. */}
        <Configure
          hitsPerPage={HITS_PER_PAGE}
          maxValuesPerFacet={MAX_VALUES_PER_FACET}
          filters={filters}
          {...{ locationKey: JSON.stringify(location) }}
        />
        <Lifecycle onReady={onReady} onError={onError} />
        <Heading config={config} />
        <Page config={config} />
      </InstantSearch>
      <CatchUpWithUrl readHref={readHref} />
    </>
  );
}
