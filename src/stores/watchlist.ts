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

/** What the button should do after a toggle. */
export type ToggleOutcome =
  | { kind: 'done' }
  | { kind: 'sign-in' }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed'; error: string };

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
 * already saved; an unauthenticated save answers 'sign-in' (the caller redirects).
 */
export async function toggleSaved(car: { id: number; status: string }): Promise<ToggleOutcome> {
  await loadWatchlist();
  const before = $savedCarIds.get() ?? [];
  const saving = !before.includes(car.id);
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
        saving
          ? { title: 'Car Saved In Watchlist', description: 'This car is now available in your watchlist.' }
          : { title: 'Car Removed', description: 'This car is no longer in your watchlist.' },
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
