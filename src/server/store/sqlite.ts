import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Db, Param, Row, Sql } from './db.ts';

/** Serialises work on the single connection so an async transaction never interleaves with other statements. */
class Mutex {
  #tail: Promise<unknown> = Promise.resolve();
  lock<T>(work: () => Promise<T>): Promise<T> {
    const next = this.#tail.then(work, work);
    this.#tail = next.catch(() => undefined);
    return next;
  }
}

function direct(db: DatabaseSync): Sql {
  const bind = (params: readonly Param[]) => params as Param[];
  return {
    all: async (sql, params = []) => db.prepare(sql).all(...bind(params)) as Row[],
    get: async (sql, params = []) => db.prepare(sql).get(...bind(params)) as Row | undefined,
    run: async (sql, params = []) => Number(db.prepare(sql).run(...bind(params)).changes),
  };
}

/**
 * Opens (or creates) the SQLite file with the durability settings of decision 7:
 * WAL, synchronous=FULL, a busy timeout for other processes (the CLI), BEGIN IMMEDIATE for writes.
 */
export function openSqlite(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;');
  const inner = direct(db);
  const mutex = new Mutex();
  return {
    dialect: 'sqlite',
    skipLocked: '',
    all: (sql, params) => mutex.lock(() => inner.all(sql, params)),
    get: (sql, params) => mutex.lock(() => inner.get(sql, params)),
    run: (sql, params) => mutex.lock(() => inner.run(sql, params)),
    transaction: (work) =>
      mutex.lock(async () => {
        db.exec('BEGIN IMMEDIATE');
        try {
          const result = await work(inner);
          db.exec('COMMIT');
          return result;
        } catch (error) {
          if (db.isTransaction) db.exec('ROLLBACK');
          throw error;
        }
      }),
    ping: () =>
      mutex.lock(async () => {
        const row = db.prepare('PRAGMA quick_check').get() as Row | undefined;
        if (row?.['quick_check'] !== 'ok') throw new Error('sqlite quick_check failed');
        return 'ok' as const;
      }),
    close: () => mutex.lock(async () => db.close()),
  };
}
