import { afterAll, describe, expect, it } from 'vitest';
import { claimDue } from '../relay/outbox-store.ts';
import { releaseReservation } from '../reservations/lifecycle.ts';
import { findReservation } from '../reservations/reservation-store.ts';
import { devPaymentProvider } from '../payments/dev-provider.ts';
import { readFeedChanges, saveFeedChanges } from '../stock/stock-changes-store.ts';
import { alphaEnquiry, count, freshDb, PG_URL, signIn, testApp } from '../../../tests/support/server/harness.ts';
import { purchaseRequestBody, reserveBody } from '../../../tests/support/server/lead-samples.ts';
import type { Db } from './db.ts';
import { migrate } from './migrations.ts';
import { purgeExpired } from './retention.ts';

/** The same behaviour on both backends (decision 7). */
function storeSuite(kind: 'sqlite' | 'postgres') {
  const opened: Db[] = [];
  const db = async () => {
    const d = await freshDb(kind);
    opened.push(d);
    return d;
  };
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close().catch(() => undefined)));
  });

  it('migrates once; running again changes nothing', async () => {
    const d = await db();
    expect(await migrate(d)).toBe(0);
    expect(await d.ping()).toBe('ok');
  });

  it('rolls a failed transaction back entirely', async () => {
    const d = await db();
    await expect(
      d.transaction(async (tx) => {
        await tx.run("INSERT INTO rate_counters (rate_key, window_start, n) VALUES ('k', 1, 1)");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await count(d, 'rate_counters')).toBe(0);
  });

  it('stores a lead with its outbox rows through the app', async () => {
    const { call, db: d } = await testApp({ db: await db() });
    const res = await call('POST', '/api/leads', { body: alphaEnquiry() });
    expect(res.status).toBe(201);
    expect([await count(d, 'leads'), await count(d, 'outbox')]).toEqual([1, 2]);
  });

  it('stores one lead for 20 concurrent posts with one Idempotency-Key', async () => {
    const { call, db: d } = await testApp({ db: await db(), overrides: { limits: { writesPerClientPerMinute: 20 } } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/api/leads', { body: alphaEnquiry(), headers: { 'idempotency-key': 'same' } }),
      ),
    );
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([201]));
    expect(
      new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as { lead_id: string }).lead_id))).size,
    ).toBe(1);
    expect(await count(d, 'leads')).toBe(1);
  });

  it("claims only the rows of a relay's own tenants, and of its channels when it names them", async () => {
    const { call, db: d, clock } = await testApp({ db: await db() });
    await call('POST', '/api/leads', { body: alphaEnquiry() });
    // Each claim a second after the last: the 1 ms lease of the one before has run out.
    let at = clock.now();
    const claim = async (only: { tenants: string[]; channels?: string[] }) => {
      at += 1000;
      return (await claimDue(d, at, 1, 20, [], only)).map((c) => c.channel).sort();
    };
    expect(await claim({ tenants: ['beta'] })).toEqual([]);
    expect(await claim({ tenants: ['alpha'], channels: ['webhook'] })).toEqual(['webhook']);
    expect(await claim({ tenants: ['beta', 'alpha'] })).toEqual(['email', 'webhook']);
    expect(await claim({ tenants: [] })).toEqual([]);
  });

  it('never hands one delivery to two concurrent relay workers', async () => {
    const { call, db: d, clock } = await testApp({ db: await db() });
    for (let i = 0; i < 10; i++) await call('POST', '/api/leads', { body: alphaEnquiry() });
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimDue(d, clock.now(), 60_000, 20)));
    const ids = claims.flat().map((c) => c.id);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
  });

  it('200 concurrent checks of one code give at most 1 success', async () => {
    const { call, sms } = await testApp({ db: await db() });
    await call('POST', '/api/verify/send', { body: { phone: '0412345678' } });
    const code = /\b(\d{6})\b/.exec(sms.messages[0]?.text ?? '')?.[1];
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => call('POST', '/api/verify/check', { body: { phone: '0412345678', code } })),
    );
    expect(answers.filter((r) => r.status === 200).length).toBe(1);
    expect(answers.every((r) => r.status === 200 || r.status === 400 || r.status === 429)).toBe(true);
  });

  it('counts concurrent views exactly', async () => {
    const { call } = await testApp({ db: await db() });
    const from = (i: number) => ({ headers: { 'x-test-ip': `198.51.100.${i}` } });
    await Promise.all(Array.from({ length: 60 }, (_, i) => call('POST', '/api/cars/car-1/view', from(i % 30))));
    expect(await (await call('GET', '/api/cars/car-1/view.json')).json()).toMatchObject({ views: 40 });
  });

  it('50 concurrent reservations of one car: exactly one wins, the others are told the car was just reserved', async () => {
    const { call, db: d } = await testApp({ db: await db() });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call('POST', '/api/reservations', { body: reserveBody(), headers: { 'x-test-ip': `198.51.100.${i}` } }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.status !== 201);
    expect(new Set(refused.map((r) => r.status))).toEqual(new Set([409]));
    expect(new Set(await Promise.all(refused.map(async (r) => ((await r.json()) as { error: string }).error)))).toEqual(
      new Set(['Sorry, this car has just been reserved by someone else.']),
    );
    expect([await count(d, 'reservations'), await count(d, 'car_holds'), await count(d, 'leads')]).toEqual([1, 1, 1]);
  });

  it('50 concurrent spins by one shopper: exactly one draw, one lead; every answer shows that one prize', async () => {
    const app = await testApp({ db: await db() });
    const cookie = await signIn(app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        app.call('POST', '/api/spin-to-win', { headers: { cookie, 'x-test-ip': `198.51.100.${i}` }, body: {} }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(49);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as { spin: object; alreadySpun: boolean }[];
    expect(new Set(bodies.map((b) => JSON.stringify(b.spin))).size).toBe(1);
    expect(bodies.filter((b) => !b.alreadySpun)).toHaveLength(1);
    expect([await count(app.db, 'spins'), await count(app.db, 'leads'), await count(app.db, 'outbox')]).toEqual([
      1, 1, 2,
    ]);
  });

  it('20 concurrent purchase requests for one paid reservation: one lead, every answer names it', async () => {
    const app = await testApp({ db: await db() });
    const cookie = await signIn(app);
    const reserved = await app.call('POST', '/api/reservations', { body: reserveBody() });
    const { reference } = ((await reserved.json()) as { reservation: { reference: string } }).reservation;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.call('POST', `/api/reservations/${reference}/purchase`, {
          body: purchaseRequestBody(),
          headers: { cookie, 'x-test-ip': `198.51.100.${i}` },
        }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(19);
    const ids = await Promise.all(
      answers.map(async (r) => ((await r.json()) as { purchase: { lead_id: string } }).purchase.lead_id),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await app.db.get('SELECT purchase_lead_id FROM reservations')).toEqual({ purchase_lead_id: ids[0] });
    // The reserve lead and the one purchase lead, each with its two channels.
    expect([await count(app.db, 'leads'), await count(app.db, 'outbox')]).toEqual([2, 4]);
  });

  it('a cancelled reservation frees the car, whose one hold goes to one of the next concurrent attempts', async () => {
    const app = await testApp({ db: await db() });
    const first = (await (await app.call('POST', '/api/reservations', { body: reserveBody() })).json()) as {
      reservation: { reference: string };
    };
    const held = (await findReservation(app.db, { tenant: 'alpha', reference: first.reservation.reference }))!;
    const life = { ...app.deps, payments: devPaymentProvider };
    const twice = await Promise.all([
      releaseReservation(life, held, 'cancelled', app.clock.now()),
      releaseReservation(life, held, 'cancelled', app.clock.now()),
    ]);
    expect(twice.filter(Boolean)).toHaveLength(1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        app.call('POST', '/api/reservations', { body: reserveBody(), headers: { 'x-test-ip': `198.51.100.${i}` } }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(
      Number((await app.db.get("SELECT COUNT(*) AS n FROM reservations WHERE refund_status = 'refunded'"))?.['n']),
    ).toBe(1);
  });

  it("replaces a tenant's recorded feed changes as a whole, leaving other tenants' alone", async () => {
    const d = await db();
    await saveFeedChanges(
      d,
      'alpha',
      new Map([
        [1, { status: 'sold' }],
        [2, { price: 19990 }],
      ]),
      1,
    );
    await saveFeedChanges(d, 'beta', new Map([[3, { status: 'sold', price: 5000 }]]), 1);
    await saveFeedChanges(d, 'alpha', new Map([[2, { price: 18990 }]]), 2);
    expect([...(await readFeedChanges(d, 'alpha'))]).toEqual([[2, { price: 18990 }]]);
    expect([...(await readFeedChanges(d, 'beta'))]).toEqual([[3, { status: 'sold', price: 5000 }]]);
  });

  it('purges each table after its retention and keeps what is still fresh', async () => {
    const { call, db: d, sms, clock } = await testApp({ db: await db() });
    await call('POST', '/api/auth/sign-in', {
      body: { phone: '0412345678', first_name: 'Jane', email: 'jane@example.com' },
    });
    const token = /\b(\d{6})\b/.exec(sms.messages[0]?.text ?? '')?.[1];
    expect((await call('POST', '/api/auth/verify', { body: { phone: '0412345678', token, type: 'sms' } })).status).toBe(
      200,
    );
    expect(
      (await call('POST', '/api/leads', { body: alphaEnquiry(), headers: { 'idempotency-key': 'k1' } })).status,
    ).toBe(201);
    await d.run(
      "INSERT INTO csp_reports (id, tenant, day, directive, blocked, document, report_json, created_at) VALUES ('r1', 'alpha', '2025-07-01', 'script-src', 'inline', '/', '{}', ?)",
      [clock.now()],
    );
    const tables = async () =>
      Object.fromEntries(
        await Promise.all(
          ['phone_codes', 'sessions', 'idempotency', 'csp_reports', 'leads'].map(async (t) => [t, await count(d, t)]),
        ),
      );
    // A sign-in send keeps one counter per limit it counts against (client, tenant and purpose): some, then none.
    const counters = async () => count(d, 'rate_counters');
    const profiles = async () =>
      Number((await d.get('SELECT COUNT(*) AS n FROM phone_codes WHERE profile_json IS NOT NULL'))?.['n']);

    expect(await profiles()).toBe(1);
    await purgeExpired(d, clock.now());
    expect(await profiles()).toBe(0); // the code was used: the name and e-mail it carried go at once
    expect(await tables()).toEqual({ phone_codes: 1, sessions: 1, idempotency: 1, csp_reports: 1, leads: 1 });
    expect(await counters()).toBeGreaterThan(0);

    clock.advance(25 * 3_600_000);
    expect(
      (await call('POST', '/api/leads', { body: alphaEnquiry(), headers: { 'idempotency-key': 'k2' } })).status,
    ).toBe(201);
    expect(await purgeExpired(d, clock.now())).toMatchObject({
      phone_codes: 1,
      idempotency: 1,
      sessions: 0,
      csp_reports: 0,
    });
    expect(await tables()).toEqual({ phone_codes: 0, sessions: 1, idempotency: 1, csp_reports: 1, leads: 2 });
    expect(await counters()).toBe(0);

    clock.advance(30 * 24 * 3_600_000);
    await purgeExpired(d, clock.now());
    expect(await tables()).toEqual({ phone_codes: 0, sessions: 0, idempotency: 0, csp_reports: 0, leads: 2 });
  });
}

describe('store on SQLite', () => storeSuite('sqlite'));
describe.runIf(PG_URL)('store on PostgreSQL (TEST_DATABASE_URL)', () => storeSuite('postgres'));
