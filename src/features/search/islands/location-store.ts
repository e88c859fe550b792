import { atom } from 'nanostores';
import type { LocationFilter } from '../rules/search-state.ts';

/** The island's location filter (postcode or suburb point plus radius); written to the URL with the rest of the state. */
export const $locationFilter = atom<LocationFilter>({});
