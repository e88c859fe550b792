/** spec: favourites live in local browser storage under this key (a JSON list of cars). */
export const FAVOURITES_KEY = 'favourites';

/** Fired on window when this tab changes the favourites (other tabs hear the storage event). */
export const FAVOURITES_CHANGED = 'favourites-changed';
