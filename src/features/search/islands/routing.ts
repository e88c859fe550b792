import { history } from 'instantsearch.js/es/lib/routers';
import type { UiState } from 'instantsearch.js';
import { SEARCH_URL_CHANGED } from '../client/url-changed.ts';
import { stateToUrl, urlToState, type RoutingContext } from '../rules/routing.ts';
import type { SearchState } from '../rules/search-state.ts';
import { $locationFilter } from './location-store.ts';
import { $resultsView } from './results-view-store.ts';
import {
  BASE_INDEX,
  searchStateToUiState,
  uiStateToSearchState,
  type IndexUiState,
} from '../rules/ui-state-mapping.ts';

/**
 * InstantSearch routing on the project's URL rules (rules/routing.ts): path routes carry make,
 * model, type, dealership, location and body; query, page, sortBy, facets, ranges and the location
 * filter are search parameters, and so is the results view (view=map). Back and forward re-read the URL.
 */
export function searchRouting(context: RoutingContext, offers: boolean) {
  let readUrl = () => {};
  return {
    router: history<SearchState>({
      cleanUrlOnDispose: false,
      // A URL the page changed itself is read through `start`'s callback (client/url-changed.ts says why).
      start(onUpdate) {
        readUrl = onUpdate;
        window.addEventListener(SEARCH_URL_CHANGED, readUrl);
      },
      dispose() {
        window.removeEventListener(SEARCH_URL_CHANGED, readUrl);
      },
      createURL: ({ routeState, location }) => new URL(stateToUrl(routeState, context), location.origin).href,
      parseURL: ({ location }) => urlToState(new URL(location.href), context),
    }),
    stateMapping: {
      stateToRoute(uiState: UiState): SearchState {
        return uiStateToSearchState((uiState[BASE_INDEX] ?? {}) as IndexUiState, {
          location: $locationFilter.get(),
          offers,
          view: $resultsView.get(),
        });
      },
      routeToState(route: SearchState): UiState {
        // Only on change: InstantSearch calls this while rendering, and the store re-renders its readers.
        if (JSON.stringify(route.location) !== JSON.stringify($locationFilter.get()))
          $locationFilter.set(route.location);
        if (route.view !== $resultsView.get()) $resultsView.set(route.view);
        return { [BASE_INDEX]: searchStateToUiState(route) } as UiState;
      },
    },
  };
}
