import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { migrate } from './migrations.ts';
import { openSqlite } from './sqlite.ts';

const dirs: string[] = [];
const opened: Db[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.close().catch(() => undefined)));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function fresh() {
  const dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
  dirs.push(dir);
  const file = join(dir, 'functions.sqlite');
  const db = openSqlite(file);
  opened.push(db);
  await migrate(db);
  return { db, file };
}

/** Rows as another connection sees them: only committed data. */
function committed(file: string, key: string): number {
  const reader = new DatabaseSync(file, { readOnly: true });
  try {
    return Number(
      (reader.prepare('SELECT COUNT(*) AS n FROM rate_counters WHERE rate_key = ?').get(key) as { n: number }).n,
    );
  } finally {
    reader.close();
  }
}

const insert = (key: string) => `INSERT INTO rate_counters (rate_key, window_start, n) VALUES ('${key}', 1, 1)`;

describe('SQLite group commit', () => {
  it('answers each transaction only once its rows are committed (visible to another connection)', async () => {
    const { db, file } = await fresh();
    const seen = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        db
          .transaction(async (tx) => {
            await tx.run(insert(`k${i}`));
            return i;
          })
          .then((i) => committed(file, `k${i}`)),
      ),
    );
    expect(seen).toEqual(Array.from({ length: 30 }, () => 1));
  });

  it('commits concurrent transactions together, in fewer commits than transactions', async () => {
    const { db, file } = await fresh();
    await Promise.all(Array.from({ length: 40 }, (_, i) => db.run(insert(`g${i}`))));
    expect(committed(file, 'g0') + committed(file, 'g39')).toBe(2);
    expect(db.groupSizes.at(-1)).toBe(40);
  });

  it('rolls back and rejects only the transaction that failed; the rest of its group commits', async () => {
    const { db, file } = await fresh();
    const results = await Promise.allSettled([
      db.transaction(async (tx) => tx.run(insert('a'))),
      db.transaction(async (tx) => {
        await tx.run(insert('b'));
        throw new Error('boom');
      }),
      db.transaction(async (tx) => tx.run(insert('c'))),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect([committed(file, 'a'), committed(file, 'b'), committed(file, 'c')]).toEqual([1, 0, 1]);
  });

  it('rejects every transaction of a group whose commit cannot start, and commits nothing', async () => {
    const { db, file } = await fresh();
    // Another process holds the write lock past the busy timeout.
    const other = new DatabaseSync(file);
    other.exec('PRAGMA busy_timeout = 0; BEGIN IMMEDIATE');
    const started = Date.now();
    const results = await Promise.allSettled([db.run(insert('x')), db.run(insert('y'))]);
    other.exec('ROLLBACK');
    other.close();
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4000);
    expect([committed(file, 'x'), committed(file, 'y')]).toEqual([0, 0]);
    // The store keeps working afterwards.
    await db.run(insert('z'));
    expect(committed(file, 'z')).toBe(1);
  }, 15_000);

  it('finishes queued transactions before closing', async () => {
    const { db, file } = await fresh();
    const pending = db.run(insert('late'));
    await db.close();
    opened.splice(opened.indexOf(db), 1);
    await expect(pending).resolves.toBe(1);
    expect(committed(file, 'late')).toBe(1);
  });
});
