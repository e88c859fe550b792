import { atom } from 'nanostores';
import { maybeSignedIn } from '../features/forms/client/session.ts';

/** spec: watchlist toasts, at most one at a time, each with a View List action. */
export interface WatchlistToast {
  title: 'Car Saved In Watchlist' | 'Car Removed';
  description: string;
}

/** Ids of the signed-in shopper's saved cars; undefined until loaded (or when signed out). */
export const $savedCarIds = atom<readonly number[] | undefined>(undefined);
/** Cars whose save or removal is in flight (spec: loading flag while pending). */
export const $watchlistPending = atom<readonly number[]>([]);
export const $watchlistToast = atom<WatchlistToast | null>(null);
/** Signed in (true), signed out (false) or not known yet. */
export const $signedIn = atom<boolean | undefined>(undefined);

let loading: Promise<void> | undefined;

/** Loads the saved ids once per page (GET /api/watchlist; 401 means signed out, as does a browser never signed in). */
export function loadWatchlist(): Promise<void> {
  if (!loading && !maybeSignedIn()) {
    $signedIn.set(false);
    $savedCarIds.set([]);
    loading = Promise.resolve();
  }
  loading ??= fetch('/api/watchlist', { credentials: 'same-origin' }).then(
    async (r) => {
      $signedIn.set(r.ok);
      $savedCarIds.set(r.ok ? ((await r.json()) as { cars: number[] }).cars : []);
    },
    () => $savedCarIds.set([]),
  );
  return loading;
}

/** The car a signed-out shopper pressed Save on, kept across the sign-in page (this tab only). */
const SAVE_AFTER_SIGN_IN = 'watchlist-save-after-sign-in';

/** Before sending the shopper to sign in: remembers that they pressed Save on `carId`. */
export function rememberSaveForSignIn(carId: number): void {
  try {
    sessionStorage.setItem(SAVE_AFTER_SIGN_IN, String(carId));
  } catch {
    // Storage refused (private mode): the shopper presses Save again after signing in.
  }
}

/**
 * Back from sign-in: saves the car the shopper pressed Save on, once, now that they are signed in (the press is
 * not lost on the way). Undefined when there was no such press for `car`, or the shopper is still signed out.
 */
export async function resumeSave(car: { id: number; status: string }): Promise<ToggleOutcome | undefined> {
  let wanted: string | null = null;
  try {
    wanted = sessionStorage.getItem(SAVE_AFTER_SIGN_IN);
  } catch {
    return undefined;
  }
  if (wanted !== String(car.id)) return undefined;
  await loadWatchlist();
  if ($signedIn.get() !== true) return undefined;
  sessionStorage.removeItem(SAVE_AFTER_SIGN_IN);
  return $savedCarIds.get()?.includes(car.id) ? undefined : toggleSaved(car);
}

/** What the button should do after a toggle. */
export type ToggleOutcome =
  | { kind: 'done' }
  | { kind: 'sign-in' }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed'; error: string };

const SAVED_TOAST: WatchlistToast = {
  title: 'Car Saved In Watchlist',
  description: 'This car is now available in your watchlist.',
};

const without = (ids: readonly number[], id: number) => ids.filter((x) => x !== id);

async function post(path: string, carId: number): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ car_id: carId }),
  });
}

/**
 * spec: optimistic save or removal, undone when the call fails. A sold car cannot be saved unless
 * already saved; an unauthenticated save answers 'sign-in' (the caller redirects). `want` is what the press asked
 * for (true: save), so a press never undoes what it asked for; without it, the opposite of now.
 */
export async function toggleSaved(car: { id: number; status: string }, want?: boolean): Promise<ToggleOutcome> {
  await loadWatchlist();
  const before = $savedCarIds.get() ?? [];
  const saving = want ?? !before.includes(car.id);
  if (saving === before.includes(car.id)) {
    // Already as the press asked (a Save pressed while the page was saving the car the shopper came back for).
    if (saving) $watchlistToast.set({ ...SAVED_TOAST });
    return { kind: 'done' };
  }
  if (saving && car.status === 'sold') return { kind: 'refused', reason: 'This car has been sold.' };
  // A browser known to be signed out goes to sign-in without asking the functions first.
  if (saving && $signedIn.get() === false) return { kind: 'sign-in' };
  if ($watchlistPending.get().includes(car.id)) return { kind: 'done' };
  $watchlistPending.set([...$watchlistPending.get(), car.id]);
  $savedCarIds.set(saving ? [...before, car.id] : without(before, car.id));
  try {
    const response = await post(saving ? '/api/watchlist/save-car' : '/api/watchlist/remove-car', car.id);
    if (response.ok) {
      $watchlistToast.set(
        saving ? { ...SAVED_TOAST } : { title: 'Car Removed', description: 'This car is no longer in your watchlist.' },
      );
      return { kind: 'done' };
    }
    $savedCarIds.set(saving ? without($savedCarIds.get() ?? [], car.id) : [...($savedCarIds.get() ?? []), car.id]);
    if (response.status === 401) {
      $signedIn.set(false);
      return { kind: 'sign-in' };
    }
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    return { kind: 'failed', error: body.error ?? 'An unexpected error occured' };
  } catch {
    $savedCarIds.set(saving ? without($savedCarIds.get() ?? [], car.id) : [...($savedCarIds.get() ?? []), car.id]);
    return { kind: 'failed', error: 'An unexpected error occured' };
  } finally {
    $watchlistPending.set(without($watchlistPending.get(), car.id));
  }
}
