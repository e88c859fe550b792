import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureTenant } from '../../../../tests/support/fixture-tenants.ts';
import type { Tenant } from '../../../config/load-tenant.ts';
import { startOfUtcDay } from '../../../shared/utc-day.ts';
import { loadStock } from './load-stock.ts';

// File and http sources replace the caravan dealer's own stock file; the generated source is the Toyota dealer's.
const base = fixtureTenant('caravans');
const generated = fixtureTenant('single-franchise');
const yard = base.locations[0]!;
const withSource = (stock: Tenant['site']['stock'], dir = base.dir): Tenant => ({
  ...base,
  dir,
  site: { ...base.site, stock },
});

const goodCar = (id: number) => ({
  id,
  slug: `2022-jayco-journey-${id}`,
  name: '2022 Jayco Journey',
  year: 2022,
  make: 'Jayco',
  model: 'Journey',
  price: 74990,
  km: 0,
  car_type: 'used',
  item_type: 'caravan',
  status: 'in_stock',
  created_at: '2025-07-01T00:00:00.000Z',
  stocknum: `U${id}`,
  location_id: yard.id,
  location_name: yard.name,
  dealership_id: yard.dealership_id,
  dealership_slug: yard.dealership_slug,
  city: yard.address.city,
  state: yard.address.state,
});
const feed = [
  goodCar(1),
  { ...goodCar(2), price: -5 },
  'not a car',
  goodCar(3),
  { ...goodCar(4), slug: 'Bad Slug', year: 1800 },
];

describe('loadStock', () => {
  describe('file source', () => {
    it('reads records relative to the tenant folder, keeps valid ones and reports bad ones', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'stock-'));
      writeFileSync(join(dir, 'stock.json'), JSON.stringify(feed));
      const { cars, rejected } = await loadStock(withSource({ type: 'file', path: 'stock.json' }, dir));
      expect(cars.map((c) => c.id)).toEqual([1, 3]);
      expect(cars[0]?.images).toEqual([]); // schema defaults applied
      expect(rejected.map((r) => [r.index, r.id])).toEqual([
        [1, 2],
        [2, undefined],
        [4, 4],
      ]);
      expect(rejected[0]?.problems.join()).toMatch(/^price:/);
      expect(rejected[2]?.problems.some((p) => p.startsWith('slug:'))).toBe(true);
      expect(rejected[2]?.problems.some((p) => p.startsWith('year:'))).toBe(true);
    });
    it('throws when the file is missing', async () => {
      await expect(loadStock(withSource({ type: 'file', path: 'nope.json' }, tmpdir()))).rejects.toThrow();
    });
  });

  describe('http source', () => {
    let server: Server;
    let origin = '';
    beforeAll(async () => {
      server = createServer((request, response) => {
        if (request.url === '/feed.json') {
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(feed));
        } else if (request.url === '/wrapped.json') {
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ cars: [goodCar(7)] }));
        } else {
          response.writeHead(503).end('down');
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('fetches the feed, keeps valid records and reports bad ones', async () => {
      const { cars, rejected } = await loadStock(withSource({ type: 'http', url: `${origin}/feed.json` }));
      expect(cars.map((c) => c.id)).toEqual([1, 3]);
      expect(rejected.map((r) => r.index)).toEqual([1, 2, 4]);
    });
    it('accepts an object with a cars array', async () => {
      const { cars } = await loadStock(withSource({ type: 'http', url: `${origin}/wrapped.json` }));
      expect(cars.map((c) => c.id)).toEqual([7]);
    });
    it('throws with the status when the feed fails', async () => {
      await expect(loadStock(withSource({ type: 'http', url: `${origin}/down` }))).rejects.toThrow(/503/);
    });
  });

  describe('generated source', () => {
    it('generates the configured count, all valid', async () => {
      const source = generated.site.stock;
      const { cars, rejected } = await loadStock(generated, { now: new Date('2025-07-10T00:00:00Z') });
      expect(source.type).toBe('generated');
      expect(cars).toHaveLength(source.type === 'generated' ? source.count : -1);
      expect(rejected).toEqual([]);
    });
    it('defaults the reference date to the start of the UTC day, so same-day builds agree', async () => {
      const first = await loadStock(generated);
      const again = await loadStock(generated, { now: startOfUtcDay(new Date()) });
      expect(first.cars).toEqual(again.cars);
      expect(startOfUtcDay(new Date('2025-07-10T23:59:59Z')).toISOString()).toBe('2025-07-10T00:00:00.000Z');
    });
  });
});
