import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $savedCarIds, $watchlistPending, $watchlistToast, toggleSaved } from './watchlist.ts';

const answer = (status: number, body: object = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('watchlist store (spec: optimistic save, removed on failure)', () => {
  let next: Response[];
  beforeEach(() => {
    next = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/watchlist') return answer(200, { cars: [1] });
        return next.shift() ?? answer(200, { success: true });
      }),
    );
    $watchlistToast.set(null);
    vi.stubGlobal('document', { cookie: 'ds_signed_in=1' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a browser that never signed in asks the functions nothing: no saved cars, and Save goes to sign-in', async () => {
    vi.resetModules();
    const fresh = await import('./watchlist.ts');
    vi.stubGlobal('document', { cookie: 'other=1' });
    const calls = vi.fn(async () => answer(401));
    vi.stubGlobal('fetch', calls);
    await fresh.loadWatchlist();
    expect(fresh.$savedCarIds.get()).toEqual([]);
    expect(fresh.$signedIn.get()).toBe(false);
    expect(await fresh.toggleSaved({ id: 9, status: 'in_stock' })).toEqual({ kind: 'sign-in' });
    expect(calls).not.toHaveBeenCalled();
  });

  it('a Save pressed while signed out saves the car once the shopper is back signed in, once', async () => {
    const kept = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    });
    vi.resetModules();
    const before = await import('./watchlist.ts');
    vi.stubGlobal('document', { cookie: '' });
    const car = { id: 7, status: 'in_stock' };
    expect(await before.toggleSaved(car)).toEqual({ kind: 'sign-in' });
    before.rememberSaveForSignIn(car.id);
    // The sign-in page, then back on the car page (a new page: a fresh module), signed in.
    vi.resetModules();
    const after = await import('./watchlist.ts');
    vi.stubGlobal('document', { cookie: 'ds_signed_in=1' });
    const posts: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/watchlist') return answer(200, { cars: [1] });
        posts.push(url);
        return answer(200, { success: true });
      }),
    );
    expect(await after.resumeSave({ id: 8, status: 'in_stock' })).toBeUndefined();
    expect(await after.resumeSave(car)).toEqual({ kind: 'done' });
    expect(after.$savedCarIds.get()).toEqual([1, 7]);
    expect(await after.resumeSave(car)).toBeUndefined();
    expect(posts).toEqual(['/api/watchlist/save-car']);
    // The shopper presses Save too (the button still said Save as the page woke): the car stays saved, and says so.
    after.$watchlistToast.set(null);
    expect(await after.toggleSaved(car, true)).toEqual({ kind: 'done' });
    expect(after.$savedCarIds.get()).toEqual([1, 7]);
    expect(after.$watchlistToast.get()?.title).toBe('Car Saved In Watchlist');
    expect(posts).toEqual(['/api/watchlist/save-car']);
  });

  it("saves optimistically and shows 'Car Saved In Watchlist'", async () => {
    let release: (r: Response) => void = () => undefined;
    next = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/watchlist'
          ? answer(200, { cars: [1] })
          : new Promise<Response>((resolve) => {
              release = resolve;
            }),
      ),
    );
    const pending = toggleSaved({ id: 2, status: 'in_stock' });
    await vi.waitFor(() => expect($watchlistPending.get()).toContain(2));
    expect($savedCarIds.get()).toContain(2);
    release(answer(200, { success: true }));
    expect(await pending).toEqual({ kind: 'done' });
    expect($watchlistPending.get()).toEqual([]);
    expect($watchlistToast.get()?.title).toBe('Car Saved In Watchlist');
  });

  it('undoes the save when the call fails, and asks for sign-in on 401', async () => {
    next = [answer(500, { error: 'Store down' })];
    expect(await toggleSaved({ id: 3, status: 'in_stock' })).toEqual({ kind: 'failed', error: 'Store down' });
    expect($savedCarIds.get()).not.toContain(3);
    next = [answer(401, { error: 'Please sign in to save cars.' })];
    expect(await toggleSaved({ id: 4, status: 'in_stock' })).toEqual({ kind: 'sign-in' });
    expect($savedCarIds.get()).not.toContain(4);
  });

  it('refuses to save a sold car unless it is already saved', async () => {
    expect(await toggleSaved({ id: 5, status: 'sold' })).toEqual({
      kind: 'refused',
      reason: 'This car has been sold.',
    });
    expect(await toggleSaved({ id: 1, status: 'sold' })).toEqual({ kind: 'done' });
    expect($savedCarIds.get()).not.toContain(1);
    expect($watchlistToast.get()?.title).toBe('Car Removed');
  });
});
