import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import TypesenseInstantSearchAdapter from 'typesense-instantsearch-adapter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CARS } from '../../rules/engine/fixtures.ts';
import { adapterOptions, typesenseIndexName } from '../../rules/typesense/adapter-options.ts';
import { carsCollectionSchema } from '../../rules/typesense/collection-schema.ts';
import { indexStock, recreateCollection } from './indexer.ts';
import { scopedSearchKey, stockFilterBy } from './scoped-key.ts';

/**
 * A local server answering with Typesense's documented response shapes (collections, JSONL import,
 * multi_search). With TYPESENSE_URL and TYPESENSE_API_KEY set, the indexer tests run against it instead.
 */
const ADMIN_KEY = process.env['TYPESENSE_API_KEY'] ?? 'test-admin-key';
const seen: { method: string; url: string; key: string | undefined; body: string }[] = [];
let server: Server;
let url = process.env['TYPESENSE_URL'] ?? '';

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  if (url !== '') return;
  server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    // Typesense takes the key as a header or as the x-typesense-api-key query parameter.
    const key =
      (request.headers['x-typesense-api-key'] as string | undefined) ??
      new URL(request.url ?? '/', 'http://x').searchParams.get('x-typesense-api-key') ??
      undefined;
    seen.push({ method: request.method ?? '', url: request.url ?? '', key, body });
    const json = (status: number, value: unknown) =>
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
    if (key === undefined)
      return json(401, { message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' });
    if (request.method === 'DELETE') return json(404, { message: 'Not Found' });
    if (request.method === 'POST' && request.url === '/collections')
      return json(201, { ...JSON.parse(body), created_at: 1, num_documents: 0 });
    if (request.method === 'POST' && request.url?.includes('/documents/import')) {
      const lines = body.split('\n').map((line) => {
        const document = JSON.parse(line) as { price?: unknown };
        return JSON.stringify(
          typeof document.price === 'number'
            ? { success: true }
            : { success: false, error: 'Field `price` must be an int64.', document: line },
        );
      });
      return response.writeHead(200, { 'Content-Type': 'text/plain' }).end(lines.join('\n'));
    }
    if (request.method === 'POST' && request.url?.startsWith('/multi_search')) {
      const searches = (JSON.parse(body) as { searches: unknown[] }).searches;
      return json(200, {
        results: searches.map(() => ({
          facet_counts: [
            { field_name: 'make', counts: [{ value: 'Toyota', count: 2, highlighted: 'Toyota' }], stats: {} },
          ],
          found: 2,
          out_of: 2,
          page: 1,
          request_params: { per_page: 21 },
          search_time_ms: 1,
          hits: [{ document: { id: '1', make: 'Toyota', price: 30000 }, highlights: [], text_match: 1 }],
        })),
      });
    }
    return json(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('collection schema', () => {
  it('sorts by custom_rank by default and facets the search state', () => {
    const schema = carsCollectionSchema('cars_harbourside');
    expect(schema.default_sorting_field).toBe('custom_rank');
    const facets = schema.fields.filter((field) => field.facet).map((field) => field.name);
    expect(facets).toEqual(
      expect.arrayContaining([
        'make',
        'model',
        'car_type',
        'body',
        'price',
        'km',
        'year',
        'status',
        'show_on_dealer_website',
      ]),
    );
    expect(schema.fields.filter((field) => field.sort).map((field) => field.name)).toEqual(
      expect.arrayContaining(['price', 'km', 'created_at_timestamp', 'custom_rank']),
    );
  });
});

describe('indexer', () => {
  it('creates the collection and imports valid records, reporting bad ones', async () => {
    const options = { url, apiKey: ADMIN_KEY, collection: `cars_test_${Date.now()}` };
    await recreateCollection(options);
    const bad = { id: 999, make: 'Toyota' };
    const report = await indexStock([...FIXTURE_CARS, bad], options);
    expect(report.imported).toBe(FIXTURE_CARS.length);
    expect(report.skipped).toHaveLength(1);
    expect(report.skipped[0]).toMatchObject({ index: FIXTURE_CARS.length, id: 999 });
    if (seen.length > 0) {
      expect(seen.every((request) => request.key === ADMIN_KEY)).toBe(true);
      expect(seen.find((request) => request.url === '/collections')?.body).toContain(
        '"default_sorting_field":"custom_rank"',
      );
    }
  });
});

describe('scoped search key', () => {
  it('embeds the stock filter (spec: stock rule) with the HMAC scheme', () => {
    const filter = stockFilterBy(1_750_000_000, 3);
    expect(filter).toBe(
      '(status:=[in_stock,coming_soon] || sold_date_timestamp:>1749740800) && show_on_dealer_website:=true',
    );
    const key = scopedSearchKey('RN23GFr1s6jQ9kgSNg2O7fYcAUXU7127', { filter_by: filter });
    const decoded = Buffer.from(key, 'base64').toString('utf8');
    expect(decoded.slice(44, 48)).toBe('RN23');
    expect(JSON.parse(decoded.slice(48))).toEqual({ filter_by: filter });
  });
});

describe('InstantSearch adapter configuration', () => {
  it('maps replica index names to collection sorts', () => {
    expect(typesenseIndexName('cars', 'cars_h')).toBe('cars_h');
    expect(typesenseIndexName('cars_price_asc', 'cars_h')).toBe('cars_h/sort/price:asc');
  });
  it('talks to the cluster with the scoped key and reads results back', async () => {
    if (seen.length === 0 && process.env['TYPESENSE_URL'] !== undefined) return;
    const { hostname, port } = new URL(url);
    const adapter = new TypesenseInstantSearchAdapter(
      adapterOptions({
        nodes: [{ host: hostname, port: Number(port), protocol: 'http' }],
        collection: 'cars_h',
        searchKey: 'scoped-key',
      }),
    );
    const response = await adapter.searchClient.search([
      { indexName: 'cars_h', params: { query: '', facets: ['make'], hitsPerPage: 21 } },
    ] as never);
    const result = (response as { results: { nbHits: number; facets: Record<string, Record<string, number>> }[] })
      .results[0];
    expect(result?.nbHits).toBe(2);
    expect(result?.facets['make']).toEqual({ Toyota: 2 });
    const search = seen.find((request) => request.url.startsWith('/multi_search'));
    expect(search?.key).toBe('scoped-key');
    expect(search?.body).toContain('"query_by":"name,make,model,badge,stocknum,vin"');
  });
});
