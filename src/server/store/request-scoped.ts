import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './db.ts';

/**
 * One store per request, behind one Db for the app: on Workers a connection opened while serving one
 * request cannot be used by another, so each request opens its own and runs inside `withStore`.
 */
export function requestScopedDb(): { db: Db; withStore<T>(store: Db, work: () => Promise<T>): Promise<T> } {
  const scope = new AsyncLocalStorage<Db>();
  const current = (): Db => {
    const store = scope.getStore();
    if (!store) throw new Error('no store outside a request');
    return store;
  };
  const db: Db = {
    get dialect() {
      return current().dialect;
    },
    get skipLocked() {
      return current().skipLocked;
    },
    all: async (sql, params) => current().all(sql, params),
    get: async (sql, params) => current().get(sql, params),
    run: async (sql, params) => current().run(sql, params),
    transaction: async (work) => current().transaction(work),
    ping: async () => current().ping(),
    close: async () => undefined,
  };
  return { db, withStore: (store, work) => scope.run(store, work) };
}
