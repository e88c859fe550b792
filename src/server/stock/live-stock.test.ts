import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../config/load-tenant.ts';
import { devPaymentProvider } from '../payments/dev-provider.ts';
import { testApp } from '../../../tests/support/server/harness.ts';
import { reserveBody } from '../../../tests/support/server/lead-samples.ts';
import { alphaTenant, STOCK } from '../../../tests/support/server/tenants.ts';
import { HOLD_MS } from '../reservations/reservation-rules.ts';
import { liveStockRound, syncEveryFromEnv, tenantRound } from './live-stock-schedule.ts';
import { LIVE_STOCK_EVERY_MS } from '../../features/stock/rules/live-car.ts';
import { STATE_MAX_AGE_S } from './routes.ts';
import { syncStockFeed } from './stock-sync.ts';

/** A local server speaking Typesense's documented import contract (JSONL in, one JSON result line per document out). */
async function typesenseServer(known: readonly string[]) {
  const imports: { path: string; key: string | undefined; docs: Record<string, unknown>[] }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const key = req.headers['x-typesense-api-key'] as string | undefined;
      if (key !== 'admin-key')
        return void res
          .writeHead(401, { 'content-type': 'application/json' })
          .end('{"message":"Forbidden - a valid `x-typesense-api-key` header must be sent."}');
      const docs = body
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      imports.push({ path: req.url ?? '', key, docs });
      const lines = docs.map((doc) =>
        known.includes(String(doc['id']))
          ? '{"success":true}'
          : JSON.stringify({
              code: 404,
              document: JSON.stringify(doc),
              error: `Could not find a document with id: ${String(doc['id'])}`,
              success: false,
            }),
      );
      res.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join('\n'));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    imports,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Alpha with its stock from a JSON feed file, searching on Typesense at `port`. */
function liveAlpha(feedFile: string, port = 9): Tenant {
  const alpha = alphaTenant();
  const search = {
    ...alpha.site.search,
    engine: {
      type: 'typesense' as const,
      nodes: [{ host: '127.0.0.1', port, protocol: 'http' as const }],
      collection: 'cars_alpha',
      searchKeyEnv: 'ALPHA_SEARCH_KEY',
    },
  };
  return { ...alpha, site: { ...alpha.site, stock: { type: 'file', path: feedFile }, search } };
}

const feedFile = (cars: unknown[]) => {
  const file = join(mkdtempSync(join(tmpdir(), 'feed-')), 'stock.json');
  writeFileSync(file, JSON.stringify(cars));
  return file;
};
const [car1, car2] = STOCK['alpha']!;

describe('GET /api/stock-state', () => {
  it("keeps a browser's copy a little shorter than the pages wait between asks, so every round asks the server", () => {
    // Equal, a round could land just inside the copy's lifetime and show the old state one round more (about 60 s).
    expect(STATE_MAX_AGE_S * 1000).toBeLessThan(LIVE_STOCK_EVERY_MS);
  });

  it('answers the changes since the build, cacheable 25 s with an ETag, 304 when unchanged', async () => {
    const file = feedFile([{ ...car1, price: 27990 }, car2]);
    const app = await testApp({ overrides: { tenants: [liveAlpha(file)] } });
    const empty = await app.call('GET', '/api/stock-state');
    expect(empty.headers.get('cache-control')).toBe('public, max-age=25');
    expect(await empty.json()).toEqual({});
    expect(await syncStockFeed(app.deps, liveAlpha(file))).toBe(1);
    const first = await app.call('GET', '/api/stock-state');
    expect(await first.json()).toEqual({ 1: { price: 27990 } });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.call('GET', '/api/stock-state', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await app.call('POST', '/api/reservations', { body: reserveBody() })).status).toBe(201);
    const changed = await app.call('GET', '/api/stock-state', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ 1: { status: 'reserved', price: 27990 } });
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((await app.call('GET', '/api/stock-state', { host: 'beta.localhost' })).status).toBe(404); // beta is not served here
  });

  it('a car the feed now marks sold cannot be reserved', async () => {
    const file = feedFile([{ ...car1, status: 'sold' }]);
    const app = await testApp({ overrides: { tenants: [liveAlpha(file)] } });
    await syncStockFeed(app.deps, liveAlpha(file));
    expect(await (await app.call('GET', '/api/stock-state')).json()).toEqual({ 1: { status: 'sold' } });
    expect((await app.call('POST', '/api/reservations', { body: reserveBody() })).status).toBe(422);
  });
});

describe('live stock round: sweep, feed sync and Typesense push', () => {
  let typesense: Awaited<ReturnType<typeof typesenseServer>>;
  beforeAll(async () => (typesense = await typesenseServer(['1', '2'])));
  afterAll(async () => typesense.close());

  it('pushes changed cars into the collection, and their built values once the change is gone', async () => {
    const file = feedFile([car1, { ...car2, price: 9000 }]);
    const tenant = liveAlpha(file, typesense.port);
    const app = await testApp({ overrides: { tenants: [tenant] } });
    const deps = { ...app.deps, payments: devPaymentProvider };
    const pushed = new Map<string, Set<string>>();
    expect((await app.call('POST', '/api/reservations', { body: reserveBody() })).status).toBe(201);
    await liveStockRound(deps, { syncFeeds: true, typesenseApiKey: 'admin-key' }, pushed);
    expect(typesense.imports.at(-1)).toEqual({
      path: '/collections/cars_alpha/documents/import?action=update',
      key: 'admin-key',
      docs: [
        { id: '1', status: 'in_stock', reserved: true, price: car1!.price, price_range: '$20,000 - $30,000' },
        { id: '2', status: 'sold', reserved: false, price: 9000, price_range: 'Under $10,000' },
      ],
    });
    app.clock.advance(HOLD_MS);
    writeFileSync(file, JSON.stringify([car1, car2]));
    await liveStockRound(deps, { syncFeeds: true, typesenseApiKey: 'admin-key' }, pushed);
    expect(await app.db.get('SELECT status FROM reservations')).toMatchObject({ status: 'expired' });
    expect(typesense.imports.at(-1)?.docs).toEqual([
      { id: '1', status: 'in_stock', reserved: false, price: car1!.price, price_range: '$20,000 - $30,000' },
      { id: '2', status: 'sold', reserved: false, price: car2!.price, price_range: '$20,000 - $30,000' },
    ]);
    expect(pushed.get('alpha')).toEqual(new Set());
  });

  it("logs a feed that cannot be read and carries on; the tenant's round answers false", async () => {
    const broken = liveAlpha('/nowhere/stock.json');
    const app = await testApp({ overrides: { tenants: [broken] } });
    await liveStockRound({ ...app.deps, payments: devPaymentProvider }, { syncFeeds: true }, new Map());
    expect(app.logger.lines.some((line) => line.includes('stock.sync_failed'))).toBe(true);
    expect(await tenantRound(app.deps, broken, { syncFeeds: true }, new Map())).toBe(false);
    expect(await tenantRound(app.deps, broken, { syncFeeds: false }, new Map())).toBe(true);
  });
});

describe('STOCK_SYNC_MINUTES', () => {
  it('defaults to 5 minutes, 0 turns feed polling off, anything else refuses to start naming the variable', () => {
    expect(syncEveryFromEnv({})).toBe(300_000);
    expect(syncEveryFromEnv({ STOCK_SYNC_MINUTES: '1.5' })).toBe(90_000);
    expect(syncEveryFromEnv({ STOCK_SYNC_MINUTES: '0' })).toBe(Infinity);
    for (const bad of ['', 'five', '-1'])
      expect(() => syncEveryFromEnv({ STOCK_SYNC_MINUTES: bad })).toThrow(/STOCK_SYNC_MINUTES/);
  });
});
