import { join } from 'node:path';
import type { Db } from './db.ts';
import { migrate } from './migrations.ts';
import { openPostgres } from './postgres.ts';
import { openSqlite } from './sqlite.ts';

/** PostgreSQL when DATABASE_URL is set, else the SQLite file <dataDir>/functions.sqlite; migrated. */
export async function openStore(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Db> {
  const db = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openSqlite(join(options.dataDir, 'functions.sqlite'));
  await migrate(db);
  return db;
}
