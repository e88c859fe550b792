import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { Db, Param, Row, Sql } from './db.ts';
import { GroupCommit, Mutex } from './group-commit.ts';

/** Statements over the connection, each prepared once (the routes use a fixed set of SQL texts). */
function direct(db: DatabaseSync): Sql {
  const prepared = new Map<string, StatementSync>();
  const statement = (sql: string): StatementSync => {
    let found = prepared.get(sql);
    if (!found) {
      if (prepared.size >= 500) prepared.clear();
      found = db.prepare(sql);
      prepared.set(sql, found);
    }
    return found;
  };
  const bind = (params: readonly Param[]) => params as Param[];
  return {
    all: async (sql, params = []) => statement(sql).all(...bind(params)) as Row[],
    get: async (sql, params = []) => statement(sql).get(...bind(params)) as Row | undefined,
    run: async (sql, params = []) => Number(statement(sql).run(...bind(params)).changes),
  };
}

/**
 * The database holds personal data: the file is created (or tightened) to 0600 before SQLite opens
 * it, and SQLite gives its -wal and -shm files the same mode.
 */
function ownerOnlyFile(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}

/**
 * Opens (or creates) the SQLite file with the durability settings of decision 7:
 * WAL, synchronous=FULL, a busy timeout for other processes (the CLI), BEGIN IMMEDIATE for writes.
 * Writes are group-committed (`group-commit.ts`): concurrent transactions share one commit and each
 * caller is answered only after it.
 */
export function openSqlite(file: string): Db & { readonly groupSizes: readonly number[] } {
  if (file !== ':memory:') ownerOnlyFile(file);
  const db = new DatabaseSync(file);
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;',
  );
  const inner = direct(db);
  const mutex = new Mutex();
  const group = new GroupCommit(db, inner, mutex);
  return {
    dialect: 'sqlite',
    skipLocked: '',
    all: (sql, params) => mutex.lock(() => inner.all(sql, params)),
    get: (sql, params) => mutex.lock(() => inner.get(sql, params)),
    // A lone write is a transaction of one statement: it shares the next group's commit.
    run: (sql, params) => group.submit((tx) => tx.run(sql, params)),
    transaction: (work) => group.submit(work),
    groupSizes: group.groupSizes,
    ping: () =>
      mutex.lock(async () => {
        const row = db.prepare('PRAGMA quick_check').get() as Row | undefined;
        if (row?.['quick_check'] !== 'ok') throw new Error('sqlite quick_check failed');
        return 'ok' as const;
      }),
    close: async () => {
      await group.settled();
      await mutex.lock(async () => db.close());
    },
  };
}
