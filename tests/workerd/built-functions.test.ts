// The build output is the one source of the functions, and the Cloudflare Pages folder it makes runs on
// workerd (wrangler pages dev) against the real PostgreSQL. Builds one small fixture tenant into a temp folder.
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionsDir, readBuiltFunctions } from '../../scripts/lib/functions-artifacts.ts';
import { IMMUTABLE_CACHE } from '../../src/config/security-headers.ts';
import { startFunctions } from '../../src/server/node-runtime.ts';
import { until, webhookReceiver } from '../support/server/receivers.ts';
import {
  HOST,
  runScript,
  send,
  SLUG,
  smsGateway,
  startChild,
  startWrangler,
  stockCar,
  writeFixtureTenant,
  type Running,
} from './support.ts';

const PG_URL = process.env['TEST_DATABASE_URL'];
if (!PG_URL)
  console.warn('tests/workerd skipped: no TEST_DATABASE_URL (start one with scripts/pg-test-server.sh --export)');

const WEBHOOK_SECRET = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;
const SMS_TOKEN = 'gateway-token';
// Made in beforeAll, so a skipped suite leaves no folder behind.
let work = '';
let tenantsDir = '';
let dist = '';
const cleanups: (() => Promise<unknown> | unknown)[] = [];
let hook: Awaited<ReturnType<typeof webhookReceiver>>;
let sms: Awaited<ReturnType<typeof smsGateway>>;
let db: pg.Client;
let databaseUrl = '';
let pages: Running & { base: string };
const bindings = () => ({
  DATABASE_URL: databaseUrl,
  FUNCTIONS_SECRET: 'workerd-suite-secret-0123456789abcdef',
  SMS_GATEWAY_URL: sms.url,
  SMS_GATEWAY_TOKEN: SMS_TOKEN,
  WD_WEBHOOK_SECRET: WEBHOOK_SECRET,
});
const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  send(pages.base, method, path, body, headers);
const enquiry = (over: Record<string, unknown> = {}) => ({
  form: 'enquiry',
  category: 'General Enquiry',
  name: 'Jane',
  last_name: 'Citizen',
  email: 'jane@example.com',
  phone: '0412 345 678',
  message: 'Is it still available?',
  dealership_slug: 'minimal-motors',
  location_id: 1,
  car_id: 1,
  fill_ms: 8000,
  ...over,
});

describe.skipIf(!PG_URL)('the build output as the functions’ only source, on Node and on workerd', () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'workerd-'));
    tenantsDir = join(work, 'tenants');
    dist = join(work, 'dist');
    hook = await webhookReceiver();
    sms = await smsGateway(SMS_TOKEN);
    cleanups.push(
      () => hook.down(),
      () => sms.close(),
    );
    const source = writeFixtureTenant(tenantsDir, `${hook.url}/hook`);
    await runScript('scripts/build.ts', [`--tenant=${SLUG}`], {
      ...process.env,
      TENANTS_DIR: tenantsDir,
      DIST_DIR: dist,
    });
    // After the build the source changes (car-1 repriced, car-2 gone), then disappears: nothing at run time may
    // read it.
    writeFileSync(join(source, 'stock.json'), JSON.stringify([stockCar(1, { price: 1 })]));
    renameSync(tenantsDir, `${tenantsDir}-moved`);

    // A database of its own, dropped at the end (FORCE: the workers' connections may still be closing).
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    const name = `workerd_${process.pid}_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    databaseUrl = `${PG_URL?.replace(/\/[^/]*$/, '')}/${name}`;
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    cleanups.push(() => db.end());

    const vars = Object.entries(bindings()).flatMap(([key, value]) => ['--binding', `${key}=${value}`]);
    pages = await startWrangler(['pages', 'dev', ...vars], functionsDir(dist, SLUG), join(work, 'state'));
    cleanups.push(() => pages.stop());
    await until(
      async () => (await call('GET', '/api/health').catch(() => ({ status: 0 }))).status === 200,
      60_000,
    ).catch((error: unknown) => {
      throw new Error(`wrangler pages dev did not answer: ${String(error)}\n${pages.output().slice(-3000)}`);
    });
    // A fresh clone first generates the shared demo photos (scripts/generate-media.ts); after that about a minute.
  }, 900_000);

  afterAll(async () => {
    try {
      for (const cleanup of cleanups.reverse()) await cleanup();
    } finally {
      if (work) rmSync(work, { recursive: true, force: true });
    }
  }, 60_000);

  it("npm start's functions answer car routes from the build after the source changed and left", async () => {
    const functions = await startFunctions({
      ...readBuiltFunctions(dist),
      env: { NODE_ENV: 'test' },
      dataDir: join(work, 'node-data'),
    });
    cleanups.push(() => functions.close());
    const get = async (path: string) => functions.app.request(path, { headers: { host: HOST } });
    expect(await (await get('/api/cars/car-1/autogauge')).json()).toMatchObject({ listing_price: 28990 });
    expect(await (await get('/api/cars/car-2/view.json')).json()).toEqual({
      views: 10,
      car_fields: { photos_count: 1 },
    });
  });

  it('hands the functions the very cars the pages were built from', () => {
    const lite = JSON.parse(readFileSync(join(dist, SLUG, 'data', 'cars-lite.json'), 'utf8')) as {
      id: number;
      price: number;
    }[];
    const { getCar } = readBuiltFunctions(dist);
    expect(lite.length).toBeGreaterThan(0);
    for (const car of lite) expect(getCar(SLUG, car.id)?.price).toBe(car.price);
  });

  it('serves the static site with its _headers and alias redirects, and never the worker source', async () => {
    const home = await call('GET', '/');
    expect(home.text).toContain('Minimal Motors');
    expect(home.headers['content-security-policy-report-only']).toContain('report-uri /api/csp-report');
    expect(home.headers['x-frame-options']).toBe('DENY');
    const script = readdirSync(join(dist, SLUG, '_astro')).find((file) => file.endsWith('.js'));
    const asset = await call('GET', `/_astro/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['content-security-policy-report-only']).toBeUndefined();
    // A miss is the 404 page, never stored: it was cached as immutable for a year under /_astro/.
    const missing = await call('GET', '/_astro/missing-abc123.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    const alias = await call('GET', '/contact-us');
    expect(alias.status).toBe(301);
    expect(alias.headers['location']).toBe('/contact');
    expect((await call('GET', '/_worker.js/index.js')).status).toBe(404);
  });

  it('answers car routes on workerd from the build: autogauge, a counted view, the sold car', async () => {
    expect((await call('GET', '/api/cars/car-1/autogauge')).json).toMatchObject({
      listing_price: 28990,
      description: 'Within the market range',
    });
    expect((await call('POST', '/api/cars/car-1/view')).json).toEqual({ views: 11, car_fields: { photos_count: 1 } });
    expect((await call('GET', '/api/cars/car-2/view.json')).status).toBe(200);
    expect((await call('GET', '/api/cars/car-3/view.json')).status).toBe(404);
  });

  it('stores a posted lead in PostgreSQL with its outbox row, and the cron relay round delivers it', async () => {
    const posted = await call('POST', '/api/leads', enquiry());
    expect(posted.status, posted.text).toBe(201);
    const id = String(posted.json['lead_id']);
    const lead = await db.query('SELECT tenant, car_id, car_json FROM leads WHERE id = $1', [id]);
    expect(lead.rows[0]).toMatchObject({ tenant: SLUG, car_id: '1' });
    expect(JSON.parse(String(lead.rows[0]?.['car_json']))).toMatchObject({ id: 1, price: 28990 });
    expect((await db.query('SELECT channel, status FROM outbox WHERE lead_id = $1', [id])).rows).toEqual([
      { channel: 'webhook', status: 'pending' },
    ]);

    const vars = Object.entries(bindings()).flatMap(([key, value]) => ['--var', `${key}:${value}`]);
    const relay = await startWrangler(
      ['dev', '--config', 'relay.wrangler.json', '--test-scheduled', ...vars],
      functionsDir(dist, SLUG),
      join(work, 'relay-state'),
    );
    cleanups.push(() => relay.stop());
    await until(
      async () => (await fetch(`${relay.base}/__scheduled?cron=*+*+*+*+*`).catch(() => undefined))?.status === 200,
      60_000,
    ).catch((error: unknown) => {
      throw new Error(`the relay worker did not run: ${String(error)}\n${relay.output().slice(-3000)}`);
    });
    await until(
      async () =>
        (await db.query('SELECT status FROM outbox WHERE lead_id = $1', [id])).rows[0]?.['status'] === 'delivered',
      30_000,
    );
    expect(hook.accepted().get(id)).toBe(1);
    await relay.stop();
  });

  it('npm run relay delivers a lead posted through workerd', async () => {
    const posted = await call('POST', '/api/leads', enquiry({ message: 'Second question' }));
    expect(posted.status, posted.text).toBe(201);
    const id = String(posted.json['lead_id']);
    const relay = startChild([process.execPath, join(import.meta.dirname, '..', '..', 'scripts', 'relay.ts')], work, {
      ...process.env,
      DIST_DIR: dist,
      DATABASE_URL: databaseUrl,
      WD_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    cleanups.push(() => relay.stop());
    await until(() => hook.accepted().get(id) === 1, 30_000).catch((error: unknown) => {
      throw new Error(`npm run relay did not deliver: ${String(error)}\n${relay.output().slice(-3000)}`);
    });
    await until(
      async () =>
        (await db.query('SELECT status FROM outbox WHERE lead_id = $1', [id])).rows[0]?.['status'] === 'delivered',
      10_000,
    );
    await relay.stop();
  });

  it('sends and checks a code, signs in and saves a car to the watchlist (not the sold one)', async () => {
    expect((await call('POST', '/api/verify/send', { phone: '0412 345 678' })).status).toBe(200);
    const verified = await call('POST', '/api/verify/check', {
      phone: '0412 345 678',
      code: sms.lastCode('+61412345678'),
    });
    expect(verified.status, verified.text).toBe(200);
    expect((await call('POST', '/api/auth/sign-in', { phone: '0412 345 679', first_name: 'Jane' })).status).toBe(200);
    const signedIn = await call('POST', '/api/auth/verify', {
      phone: '0412 345 679',
      token: sms.lastCode('+61412345679'),
    });
    expect(signedIn.status, signedIn.text).toBe(200);
    const cookie = String(signedIn.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
    expect((await call('POST', '/api/watchlist/save-car', { car_id: 1 }, { cookie })).json).toEqual({ success: true });
    expect((await call('POST', '/api/watchlist/save-car', { car_id: 2 }, { cookie })).status).toBe(409);
    expect((await call('GET', '/api/watchlist', undefined, { cookie })).json).toEqual({ cars: [1] });
  });

  it('quotes finance and estimates delivery from the built site config', async () => {
    const quote = await call('POST', '/api/youx/quote', {
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 30000,
      loanTerm: 5,
    });
    expect(quote.json['advertisedRate']).toBe(8.99);
    expect((await call('GET', '/api/delivery-estimate?postcode=4000')).json).toEqual({
      name: 'Brisbane Metro',
      price: 150,
    });
  });

  it('refuses a write from another site and a host it does not serve', async () => {
    const crossSite = await call('POST', '/api/leads', enquiry(), { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect((await call('GET', '/api/health', undefined, { host: 'other.localhost' })).json).toEqual({
      error: 'Unknown site.',
    });
  });
});
