import { atom } from 'nanostores';
import type { ResultsView } from '../rules/search-state.ts';

/** The island's results view (list or map); written to the URL with the rest of the state. */
export const $resultsView = atom<ResultsView>('list');
