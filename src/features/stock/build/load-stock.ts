import { readFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import * as v from 'valibot';
import type { Tenant } from '../../../config/load-tenant.ts';
import { startOfUtcDay } from '../../../shared/utc-day.ts';
import { CarSchema, type Car } from '../rules/car-schema.ts';
import { generateStock } from './generate/generate-stock.ts';

/** A stock record that failed validation: its position in the feed, its id if it had one, and why. */
export interface RejectedCar {
  index: number;
  id?: unknown;
  problems: string[];
}

export interface LoadedStock {
  cars: Car[];
  rejected: RejectedCar[];
}

/**
 * Validates raw records one by one: valid ones are kept (with schema defaults applied),
 * invalid ones are reported with their index, id and problems, never thrown.
 */
export function validateStock(records: readonly unknown[]): LoadedStock {
  const cars: Car[] = [];
  const rejected: RejectedCar[] = [];
  records.forEach((record, index) => {
    const result = v.safeParse(CarSchema, record);
    if (result.success) {
      cars.push(result.output);
      return;
    }
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(record)'}: ${issue.message}`);
    const entry: RejectedCar = { index, problems };
    if (typeof record === 'object' && record !== null && 'id' in record) entry.id = record.id;
    rejected.push(entry);
  });
  return { cars, rejected };
}

/** A feed is a JSON array of records, or an object with a 'cars' array. */
function recordsOf(body: unknown, source: string): unknown[] {
  if (Array.isArray(body)) return body;
  if (typeof body === 'object' && body !== null && 'cars' in body && Array.isArray(body.cars)) return body.cars;
  throw new Error(`${source} is not a JSON array of car records`);
}

/**
 * The raw records of the tenant's stock source, unvalidated: generated (seeded, reference date
 * `now`, default the start of the current UTC day), a JSON file relative to the tenant folder, or
 * an HTTP feed. A source that cannot be read at all (missing file, HTTP error, not JSON) throws.
 */
export async function readStockRecords(tenant: Tenant, options: { now?: Date } = {}): Promise<unknown[]> {
  const source = tenant.site.stock;
  switch (source.type) {
    case 'generated': {
      const now = options.now ?? startOfUtcDay(new Date());
      return generateStock({
        seed: source.seed,
        count: source.count,
        profile: source.profile,
        locations: tenant.locations,
        now,
      });
    }
    case 'file': {
      const path = isAbsolute(source.path) ? source.path : join(tenant.dir, source.path);
      return recordsOf(JSON.parse(await readFile(path, 'utf8')), path);
    }
    case 'http': {
      const response = await fetch(source.url, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`stock feed ${source.url} answered ${response.status} ${response.statusText}`);
      return recordsOf(await response.json(), source.url);
    }
  }
}

/** The tenant's stock, every record validated: bad records land in `rejected`, never throw. */
export async function loadStock(tenant: Tenant, options: { now?: Date } = {}): Promise<LoadedStock> {
  return validateStock(await readStockRecords(tenant, options));
}
