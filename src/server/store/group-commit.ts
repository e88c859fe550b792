import type { DatabaseSync } from 'node:sqlite';
import type { Sql } from './db.ts';

/** Serialises work on the single connection so an async transaction never interleaves with other statements. */
export class Mutex {
  #tail: Promise<unknown> = Promise.resolve();
  lock<T>(work: () => Promise<T>): Promise<T> {
    const next = this.#tail.then(work, work);
    this.#tail = next.catch(() => undefined);
    return next;
  }
}

interface Pending {
  work: (tx: Sql) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Most transactions committed together: bounds how long one commit keeps the event loop. */
export const MAX_GROUP = 256;

/**
 * Group commit for SQLite (synchronous=FULL): write transactions submitted while the loop is busy
 * run one after another inside one `BEGIN IMMEDIATE … COMMIT`, so they share one WAL fsync. Each
 * runs in its own SAVEPOINT, so one that throws is rolled back alone and rejects only its caller;
 * every caller is answered only after the COMMIT returned (durable), and a failed BEGIN or COMMIT
 * rejects the whole group. The batch is taken in the loop's check phase (setImmediate), after the
 * requests read in the same poll phase have queued their work.
 */
export class GroupCommit {
  readonly #db: DatabaseSync;
  readonly #inner: Sql;
  readonly #mutex: Mutex;
  #queue: Pending[] = [];
  #flushing: Promise<void> | undefined;
  /** Sizes of the committed groups (for tests and profiling). */
  readonly groupSizes: number[] = [];

  constructor(db: DatabaseSync, inner: Sql, mutex: Mutex) {
    this.#db = db;
    this.#inner = inner;
    this.#mutex = mutex;
  }

  submit<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.#schedule();
    });
  }

  /** Resolves once every transaction submitted so far has been committed or rejected. */
  async settled(): Promise<void> {
    while (this.#flushing) await this.#flushing;
  }

  #schedule(): void {
    if (this.#flushing) return;
    this.#flushing = new Promise<void>((done) => setImmediate(done))
      .then(() => this.#mutex.lock(() => this.#flush()))
      .finally(() => {
        this.#flushing = undefined;
        if (this.#queue.length > 0) this.#schedule();
      });
  }

  async #flush(): Promise<void> {
    const group = this.#queue.splice(0, MAX_GROUP);
    if (group.length === 0) return;
    const db = this.#db;
    const outcomes: Outcome[] = [];
    try {
      db.exec('BEGIN IMMEDIATE');
      for (const pending of group) {
        db.exec('SAVEPOINT group_member');
        try {
          const value = await pending.work(this.#inner);
          db.exec('RELEASE group_member');
          outcomes.push({ ok: true, value });
        } catch (error) {
          // SQLite may have rolled the whole transaction back (disk full, I/O error): the group fails.
          if (!db.isTransaction) throw error;
          db.exec('ROLLBACK TO group_member');
          db.exec('RELEASE group_member');
          outcomes.push({ ok: false, error });
        }
      }
      db.exec('COMMIT');
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      for (const pending of group) pending.reject(error);
      return;
    }
    this.groupSizes.push(group.length);
    if (this.groupSizes.length > 1000) this.groupSizes.splice(0, 500);
    group.forEach((pending, i) => {
      const outcome = outcomes[i];
      if (outcome?.ok) pending.resolve(outcome.value);
      else pending.reject(outcome?.error);
    });
  }
}
