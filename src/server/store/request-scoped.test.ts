import { describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { requestScopedDb } from './request-scoped.ts';

/** A store that answers its own name, after a delay, so concurrent requests interleave. */
const named = (name: string, delayMs: number) =>
  ({
    get: async () => {
      await new Promise((r) => setTimeout(r, delayMs));
      return { name };
    },
  }) as unknown as Db;

describe('one store per request behind one Db', () => {
  it('answers each request from the store it opened, however their queries interleave', async () => {
    const { db, withStore } = requestScopedDb();
    const ask = async () => (await db.get('SELECT 1'))?.['name'];
    const answers = await Promise.all([
      withStore(named('first', 30), async () => [await ask(), await ask()]),
      withStore(named('second', 5), async () => [await ask(), await ask()]),
    ]);
    expect(answers).toEqual([
      ['first', 'first'],
      ['second', 'second'],
    ]);
  });

  it('refuses a query outside any request instead of using another request’s connection', async () => {
    await expect(requestScopedDb().db.get('SELECT 1')).rejects.toThrow('no store outside a request');
  });
});
