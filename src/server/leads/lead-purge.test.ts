import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_TENANTS_DIR } from '../../../tests/support/fixture-tenants.ts';
import { count, freshDb, PG_URL, testApp } from '../../../tests/support/server/harness.ts';
import { LEAD_SAMPLES, sampleHeaders } from '../../../tests/support/server/lead-samples.ts';
import type { Db } from '../store/db.ts';
import { migrate } from '../store/migrations.ts';
import { openSqlite } from '../store/sqlite.ts';
import { purgeLeads } from './lead-purge.ts';
import { retentionCutoff } from './retention.ts';

const REPO = join(import.meta.dirname, '..', '..', '..');
const DAY = 86_400_000;

describe('retention cutoff (calendar months, UTC)', () => {
  it.each([
    ['2026-11-23T10:00:00.000Z', 24, '2024-11-23T10:00:00.000Z'],
    ['2026-03-31T00:00:00.000Z', 1, '2026-02-28T00:00:00.000Z'],
    ['2024-03-31T12:00:00.000Z', 1, '2024-02-29T12:00:00.000Z'],
    ['2026-01-15T00:00:00.000Z', 13, '2024-12-15T00:00:00.000Z'],
  ])('%s less %i months is %s', (now, months, cutoff) => {
    expect(new Date(retentionCutoff(Date.parse(now), months)).toISOString()).toBe(cutoff);
  });
});

/**
 * Stores one lead of every form posted to /api/leads for alpha at `at` (ms), each with an Idempotency-Key and a
 * valuation record (reservations and payments are purged by their own tests below).
 */
async function storeLeads(db: Db, at: number): Promise<string[]> {
  const { call, clock, deps } = await testApp({ db, overrides: { limits: { writesPerClientPerMinute: 1000 } } });
  clock.set(at);
  const ids: string[] = [];
  for (const [i, sample] of LEAD_SAMPLES.filter((s) => s.path === undefined).entries()) {
    const res = await call('POST', '/api/leads', {
      body: sample.body,
      headers: { ...sampleHeaders(sample, deps.secrets.server, clock.now()), 'idempotency-key': `k-${at}-${i}` },
    });
    const { lead_id } = (await res.json()) as { lead_id: string };
    for (const step of sample.steps ?? []) await call('PATCH', `/api/leads/${lead_id}`, { body: step });
    await call('POST', '/api/miscellaneous', {
      body: { column_name: 'valuation', value: { rego: 'ABC123' }, lead_id },
    });
    ids.push(lead_id);
  }
  return ids;
}

function purgeSuite(kind: 'sqlite' | 'postgres') {
  const opened: Db[] = [];
  afterAll(async () => Promise.all(opened.map((d) => d.close().catch(() => undefined))));

  it('deletes leads older than the cutoff with their deliveries, records and idempotent answers; keeps the rest', async () => {
    const db = await freshDb(kind);
    opened.push(db);
    const now = Date.parse('2027-07-01T00:00:00Z');
    const old = await storeLeads(db, now - 800 * DAY);
    const recent = await storeLeads(db, now - 30 * DAY);
    const before = retentionCutoff(now, 24);
    const dry = await purgeLeads(db, 'alpha', before, { dryRun: true });
    expect(dry).toEqual({
      leads: old.length,
      deliveries: 2 * old.length,
      attachments: old.length,
      idempotency: old.length,
      reservations: 0,
      onlinePayments: 0,
    });
    expect(await count(db, 'leads')).toBe(old.length + recent.length);
    expect(await purgeLeads(db, 'beta', before)).toEqual({
      leads: 0,
      deliveries: 0,
      attachments: 0,
      idempotency: 0,
      reservations: 0,
      onlinePayments: 0,
    });
    expect(await purgeLeads(db, 'alpha', before)).toEqual(dry);
    const left = (await db.all('SELECT id FROM leads ORDER BY id')).map((r) => String(r['id']));
    expect(left).toEqual([...recent].sort());
    expect([await count(db, 'outbox'), await count(db, 'miscellaneous'), await count(db, 'idempotency')]).toEqual([
      2 * recent.length,
      recent.length,
      recent.length,
    ]);
    expect(
      Number(
        (await db.get(`SELECT COUNT(*) AS n FROM outbox WHERE lead_id IN (${old.map(() => '?').join(',')})`, old))?.[
          'n'
        ],
      ),
    ).toBe(0);
  });

  it('deletes old ended reservations, never one that holds a car or still owes a refund', async () => {
    const db = await freshDb(kind);
    opened.push(db);
    const row = (id: string, status: string, refund: string | null) =>
      db.run(
        `INSERT INTO reservations (id, tenant, reference, car_id, status, phone, email, lead_json, provider, amount_cents, refund_status, created_at, held_until)
       VALUES (?, 'alpha', ?, 1, ?, '+61412345678', 'jane@example.com', '{}', 'development', 20000, ?, 1000, 2000)`,
        [id, `RSV-${id}`, status, refund],
      );
    await row('ended', 'cancelled', 'refunded');
    await row('owes', 'expired', 'pending');
    await row('holds', 'active', null);
    expect((await purgeLeads(db, 'alpha', 5000)).reservations).toBe(1);
    expect((await db.all('SELECT id FROM reservations ORDER BY id')).map((r) => r['id'])).toEqual(['holds', 'owes']);
  });

  it('deletes online payments made before the cutoff, with the payment form they carried', async () => {
    const db = await freshDb(kind);
    opened.push(db);
    const row = (id: string, createdAt: number) =>
      db.run(
        `INSERT INTO online_payments (id, tenant, reference, status, amount_cents, reference_type, reference_number, phone, lead_json, provider, created_at)
       VALUES (?, 'alpha', ?, 'paid', 24995, 'invoice', 'INV-1', '+61412345678', '{}', 'development', ?)`,
        [id, `PAY-${id}`, createdAt],
      );
    await row('old', 1000);
    await row('new', 9000);
    expect((await purgeLeads(db, 'alpha', 5000, { dryRun: true })).onlinePayments).toBe(1);
    expect((await purgeLeads(db, 'alpha', 5000)).onlinePayments).toBe(1);
    expect((await db.all('SELECT id FROM online_payments')).map((r) => r['id'])).toEqual(['new']);
  });
}

describe('lead purge on SQLite', () => purgeSuite('sqlite'));
describe.skipIf(!PG_URL)('lead purge on PostgreSQL', () => purgeSuite('postgres'));

describe('npm run leads -- purge', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lead-purge-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs the CLI against the SQLite file in `dir`, with tenant folders in `dir/tenants`. */
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, [join(REPO, 'scripts', 'leads.ts'), 'purge', ...args], {
      env: { ...process.env, DATA_DIR: dir, TENANTS_DIR: join(dir, 'tenants'), DATABASE_URL: '' },
      encoding: 'utf8',
    });

  it("purges by each tenant's retention (alpha keeps 6 months, beta the default 24), --dry-run changes nothing", async () => {
    const tenants = join(dir, 'tenants');
    for (const slug of ['alpha', 'beta'])
      cpSync(join(FIXTURE_TENANTS_DIR, 'minimal'), join(tenants, slug), { recursive: true });
    const site = join(tenants, 'alpha', 'site.json');
    writeFileSync(site, JSON.stringify({ ...JSON.parse(readFileSync(site, 'utf8')), leads: { retentionMonths: 6 } }));
    const db = openSqlite(join(dir, 'functions.sqlite'));
    await migrate(db);
    const now = Date.now();
    const alphaOld = await storeLeads(db, now - 300 * DAY);
    const { call, clock } = await testApp({ db, overrides: { limits: { writesPerClientPerMinute: 1000 } } });
    clock.set(now - 300 * DAY);
    expect(
      (
        await call('POST', '/api/leads', {
          host: 'beta.localhost',
          body: { ...LEAD_SAMPLES[0]!.body, dealership_slug: undefined, location_id: undefined },
        })
      ).status,
    ).toBe(201);
    await db.close();

    const dry = cli('--dry-run');
    expect(dry.status, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(`alpha: would delete ${alphaOld.length} leads created before`);
    expect(dry.stdout).toContain('(kept 6 months)');
    expect(dry.stdout).toContain('beta: would delete 0 leads');
    const run = cli();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`alpha: deleted ${alphaOld.length} leads`);
    const after = openSqlite(join(dir, 'functions.sqlite'));
    expect((await after.all('SELECT tenant FROM leads')).map((r) => r['tenant'])).toEqual(['beta']);
    await after.close();
  });
});
