import pg from 'pg';
import type { Db, Param, Row, Sql } from './db.ts';

/** `?` placeholders to `$1..$n` (statements here never hold a literal question mark). */
export function toDollarParams(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

// BIGINT (int8) columns hold milliseconds and counters, well inside Number's safe range.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function over(client: pg.Pool | pg.PoolClient): Sql {
  const query = (sql: string, params: readonly Param[]) =>
    client.query({ text: toDollarParams(sql), values: [...params], types });
  return {
    all: async (sql, params = []) => (await query(sql, params)).rows as Row[],
    get: async (sql, params = []) => (await query(sql, params)).rows[0] as Row | undefined,
    run: async (sql, params = []) => (await query(sql, params)).rowCount ?? 0,
  };
}

/** A PostgreSQL store connection pool for DATABASE_URL. */
export function openPostgres(url: string, options: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const inner = over(pool);
  return {
    dialect: 'postgres',
    skipLocked: 'FOR UPDATE SKIP LOCKED',
    ...inner,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(over(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query('SELECT 1');
      return 'ok';
    },
    close: () => pool.end(),
  };
}
