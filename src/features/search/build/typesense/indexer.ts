import * as v from 'valibot';
import { CarSchema, type Car } from '../../../stock/rules/car-schema.ts';
import { carsCollectionSchema } from '../../rules/typesense/collection-schema.ts';
import { carRecord, type CarRecord } from '../../rules/typesense/record.ts';

export interface IndexerOptions {
  /** e.g. 'http://localhost:8108'. */
  url: string;
  /** Admin key (X-TYPESENSE-API-KEY). */
  apiKey: string;
  collection: string;
  dealershipNames?: Readonly<Record<string, string>>;
  /** Documents per import request. Default: 500. */
  batchSize?: number;
  fetch?: typeof fetch;
}

/** A record left out: by validation before sending, or refused by Typesense on import. */
export interface SkippedRecord {
  index: number;
  id?: unknown;
  problems: string[];
}

export interface IndexReport {
  imported: number;
  skipped: SkippedRecord[];
}

async function call(
  options: IndexerOptions,
  method: string,
  path: string,
  body?: string,
  contentType = 'application/json',
): Promise<Response> {
  const run = options.fetch ?? fetch;
  const headers: Record<string, string> = { 'X-TYPESENSE-API-KEY': options.apiKey };
  if (body !== undefined) headers['Content-Type'] = contentType;
  return run(`${options.url.replace(/\/$/, '')}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
}

/** Creates the collection afresh (an existing one is dropped first). */
export async function recreateCollection(options: IndexerOptions): Promise<void> {
  const name = encodeURIComponent(options.collection);
  const dropped = await call(options, 'DELETE', `/collections/${name}`);
  if (!dropped.ok && dropped.status !== 404)
    throw new Error(`dropping ${options.collection} answered ${dropped.status}: ${await dropped.text()}`);
  const created = await call(options, 'POST', '/collections', JSON.stringify(carsCollectionSchema(options.collection)));
  if (!created.ok)
    throw new Error(`creating ${options.collection} answered ${created.status}: ${await created.text()}`);
}

/**
 * Validates raw stock records (bad ones reported and skipped), then imports the rest in batches
 * (JSONL, action=upsert). Typesense answers one JSON line per document; refused ones are reported too.
 */
export async function indexStock(records: readonly unknown[], options: IndexerOptions): Promise<IndexReport> {
  const skipped: SkippedRecord[] = [];
  const valid: { index: number; car: Car }[] = [];
  records.forEach((record, index) => {
    const result = v.safeParse(CarSchema, record);
    if (result.success) valid.push({ index, car: result.output });
    else {
      const id = typeof record === 'object' && record !== null && 'id' in record ? record.id : undefined;
      skipped.push({
        index,
        id,
        problems: result.issues.map((issue) => `${v.getDotPath(issue) ?? '(record)'}: ${issue.message}`),
      });
    }
  });
  const batchSize = options.batchSize ?? 500;
  let imported = 0;
  for (let start = 0; start < valid.length; start += batchSize) {
    const batch = valid.slice(start, start + batchSize);
    const body = batch.map(({ car }) => JSON.stringify(carRecord(car, options.dealershipNames))).join('\n');
    const response = await call(
      options,
      'POST',
      `/collections/${encodeURIComponent(options.collection)}/documents/import?action=upsert`,
      body,
      'text/plain',
    );
    if (!response.ok) throw new Error(`import answered ${response.status}: ${await response.text()}`);
    const lines = (await response.text()).split('\n').filter((line) => line.trim() !== '');
    lines.forEach((line, at) => {
      const answer = JSON.parse(line) as { success: boolean; error?: string };
      const entry = batch[at];
      if (answer.success) imported++;
      else if (entry !== undefined)
        skipped.push({ index: entry.index, id: entry.car.id, problems: [answer.error ?? 'refused by Typesense'] });
    });
  }
  return { imported, skipped };
}

/**
 * Partial updates of existing documents (JSONL import, action=update: only the fields sent change). Answers the
 * ids Typesense refused, with its reason (e.g. a document not in the collection).
 */
export async function updateDocuments(
  documents: readonly CarRecord[],
  options: IndexerOptions,
): Promise<{ id: string; error: string }[]> {
  if (documents.length === 0) return [];
  const body = documents.map((doc) => JSON.stringify(doc)).join('\n');
  const response = await call(
    options,
    'POST',
    `/collections/${encodeURIComponent(options.collection)}/documents/import?action=update`,
    body,
    'text/plain',
  );
  if (!response.ok) throw new Error(`update answered ${response.status}: ${await response.text()}`);
  const lines = (await response.text()).split('\n').filter((line) => line.trim() !== '');
  return lines.flatMap((line, at) => {
    const answer = JSON.parse(line) as { success: boolean; error?: string };
    return answer.success ? [] : [{ id: String(documents[at]?.['id']), error: answer.error ?? 'refused by Typesense' }];
  });
}
