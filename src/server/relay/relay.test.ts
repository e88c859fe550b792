import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../ops/logger.ts';
import { alphaEnquiry, testApp } from '../../../tests/support/server/harness.ts';
import { smtpReceiver, until, webhookReceiver } from '../../../tests/support/server/receivers.ts';
import { alphaTenant, betaTenant } from '../../../tests/support/server/tenants.ts';
import { startRelay } from './relay.ts';
import { emailSender, webhookSender } from './senders.ts';

const SECRET = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('lead relay against real receivers', () => {
  it('delivers every accepted lead exactly once per channel after the receivers were down', async () => {
    const hook = await webhookReceiver();
    const smtp = await smtpReceiver();
    const tenant = alphaTenant(`${hook.url}/hook`);
    // Many leads from one test client: the write throttle is not what this test is about.
    const { call, db } = await testApp({
      overrides: { tenants: [tenant], clock: Date.now, limits: { writesPerClientPerMinute: 1000 } },
    });
    await hook.down();
    await smtp.down();
    const email = emailSender(smtp.url);
    const relay = startRelay({
      db,
      tenants: [tenant],
      logger: memoryLogger(),
      senders: { webhook: webhookSender({ ALPHA_WEBHOOK_SECRET: SECRET }), email },
      retry: { baseMs: 30, maxMs: 150, horizonMs: 60_000 },
      pollMs: 20,
    });
    cleanups.push(async () => {
      await relay.stop();
      email.close();
      await smtp.down().catch(() => undefined);
    });
    const ids: string[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await call('POST', '/api/leads', { body: alphaEnquiry({ message: `Lead ${i}` }) });
      ids.push(((await res.json()) as { lead_id: string }).lead_id);
    }
    await new Promise((r) => setTimeout(r, 400));
    expect(hook.calls.length + smtp.messages.length).toBe(0);
    await hook.up();
    await smtp.up();
    await until(
      async () => Number((await db.get("SELECT COUNT(*) AS n FROM outbox WHERE status = 'delivered'"))?.['n']) === 30,
    );
    expect([...hook.accepted().keys()].sort()).toEqual([...ids].sort());
    expect([...smtp.received().keys()].sort()).toEqual([...ids].sort());
    const verifier = new Webhook(SECRET);
    for (const call of hook.calls)
      expect(() => verifier.verify(call.body, call.headers as Record<string, string>)).not.toThrow();
    expect(smtp.messages[0]?.raw).toContain('<?adf version=');
    await hook.down();
  });

  it('dead-letters a delivery after the retry horizon and reports it', async () => {
    const tenant = alphaTenant('http://127.0.0.1:9/hook');
    const { call, db } = await testApp({ overrides: { tenants: [tenant], clock: Date.now } });
    await call('POST', '/api/leads', { body: alphaEnquiry() });
    const dead: string[] = [];
    const logger = memoryLogger();
    const relay = startRelay({
      db,
      tenants: [tenant],
      logger,
      senders: { webhook: webhookSender({ ALPHA_WEBHOOK_SECRET: SECRET }) },
      retry: { baseMs: 20, maxMs: 50, horizonMs: 200 },
      pollMs: 10,
      onDeadLetter: (d) => dead.push(d.channel),
    });
    cleanups.push(() => relay.stop());
    await until(
      async () => Number((await db.get("SELECT COUNT(*) AS n FROM outbox WHERE status = 'dead'"))?.['n']) === 2,
      10_000,
    );
    expect(dead.sort()).toEqual(['email', 'webhook']);
    expect(logger.lines.some((l) => l.includes('lead.dead_lettered'))).toBe(true);
  });
});

/** An SMTP tarpit: accepts connections and never says a word (no greeting), counting them. */
async function smtpTarpit() {
  const sockets = new Set<Socket>();
  let most = 0;
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    most = Math.max(most, sockets.size);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    open: () => sockets.size,
    most: () => most,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

describe('lead relay: one stuck receiver delays no one else', () => {
  it("delivers another tenant's webhook within 5 s while one tenant's mail server is a tarpit", async () => {
    const tarpit = await smtpTarpit();
    const hook = await webhookReceiver();
    const alpha = alphaTenant(hook.url);
    const base = betaTenant();
    const beta = {
      ...base,
      site: {
        ...base.site,
        leads: { ...base.site.leads, webhook: { url: hook.url, secretEnv: 'BETA_WEBHOOK_SECRET' } },
      },
    };
    const { call, db } = await testApp({ overrides: { tenants: [alpha, beta], clock: Date.now } });
    const email = emailSender(tarpit.url);
    const relay = startRelay({
      db,
      tenants: [alpha, beta],
      logger: memoryLogger(),
      pollMs: 20,
      senders: { webhook: webhookSender({ ALPHA_WEBHOOK_SECRET: SECRET, BETA_WEBHOOK_SECRET: SECRET }), email },
    });
    cleanups.push(async () => {
      await tarpit.close();
      await relay.stop();
      email.close();
      await hook.down();
    });
    for (let i = 0; i < 12; i++)
      expect(
        (
          await call('POST', '/api/leads', {
            body: alphaEnquiry({ message: `Alpha ${i}` }),
            headers: { 'x-test-ip': `198.51.100.${i}` },
          })
        ).status,
      ).toBe(201);
    await until(async () => tarpit.open() > 0, 10_000);
    const posted = Date.now();
    const res = await call('POST', '/api/leads', {
      host: 'beta.localhost',
      body: alphaEnquiry({
        message: undefined,
        dealership_slug: undefined,
        location_id: undefined,
        terms_conditions: undefined,
      }),
    });
    expect(res.status).toBe(201);
    const betaLead = ((await res.json()) as { lead_id: string }).lead_id;
    await until(async () => hook.accepted().has(betaLead), 5_000);
    expect(Date.now() - posted).toBeLessThan(5_000);
    // The tarpit tenant's e-mails hold at most 4 slots (its lane), never all of them.
    expect(tarpit.most()).toBeLessThanOrEqual(4);
  });

  it('gives up an attempt that outlasts the delivery timeout and schedules a retry', async () => {
    const tarpit = await smtpTarpit();
    const tenant = alphaTenant('http://127.0.0.1:9/hook');
    const { call, db } = await testApp({ overrides: { tenants: [tenant], clock: Date.now } });
    const email = emailSender(tarpit.url);
    const relay = startRelay({
      db,
      tenants: [tenant],
      logger: memoryLogger(),
      pollMs: 20,
      deliveryTimeoutMs: 300,
      senders: { email },
    });
    cleanups.push(async () => {
      await tarpit.close();
      await relay.stop();
      email.close();
    });
    await call('POST', '/api/leads', { body: alphaEnquiry() });
    await until(
      async () =>
        (await db.get("SELECT last_error FROM outbox WHERE channel = 'email'"))?.['last_error'] ===
        'delivery timed out after 300 ms',
      10_000,
    );
    expect(await db.get("SELECT status, attempts FROM outbox WHERE channel = 'email'")).toEqual({
      status: 'pending',
      attempts: 1,
    });
  });
});

describe('lead relay: an unexpected failure', () => {
  it("logs the error's class, message and stack when a round cannot claim deliveries", async () => {
    const { db } = await testApp();
    await db.run('DROP TABLE outbox');
    const logger = memoryLogger();
    const relay = startRelay({ db, tenants: [alphaTenant()], logger, senders: {}, pollMs: 10 });
    cleanups.push(() => relay.stop());
    const failed = () =>
      logger.lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((line) => line['event'] === 'relay.round_failed');
    await until(() => failed() !== undefined, 5_000);
    expect(failed()).toMatchObject({
      level: 'error',
      error: expect.any(String),
      message: expect.stringContaining('no such table: outbox'),
    });
    expect(failed()?.['stack']).toContain(String(failed()?.['message']));
  });
});
