/** A row as the drivers return it: column name to value. */
export type Row = Record<string, unknown>;
/** Values a statement may bind. Booleans are stored as 0/1 by the callers. */
export type Param = string | number | null;

/**
 * The SQL both backends share. Statements use `?` placeholders; the PostgreSQL driver rewrites
 * them to `$n`. Integers are milliseconds or counters (BIGINT on PostgreSQL, read back as numbers).
 */
export interface Sql {
  all(sql: string, params?: readonly Param[]): Promise<Row[]>;
  get(sql: string, params?: readonly Param[]): Promise<Row | undefined>;
  /** Runs a write; answers the number of rows it changed. */
  run(sql: string, params?: readonly Param[]): Promise<number>;
}

export interface Db extends Sql {
  readonly dialect: 'sqlite' | 'postgres';
  /** Runs `work` in one write transaction (SQLite: BEGIN IMMEDIATE); rolls back if it throws. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /** `FOR UPDATE SKIP LOCKED` on PostgreSQL, empty on SQLite (whose writers are serialised). */
  readonly skipLocked: string;
  /** Answers 'ok' when the database is reachable and consistent enough to serve. */
  ping(): Promise<'ok'>;
  close(): Promise<void>;
}

export const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value));
export const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
export const optStr = (value: unknown): string | undefined =>
  value === null || value === undefined ? undefined : String(value);
export const optNum = (value: unknown): number | undefined =>
  value === null || value === undefined ? undefined : num(value);
