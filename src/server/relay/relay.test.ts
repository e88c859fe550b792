import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../ops/logger.ts';
import { alphaEnquiry, testApp } from '../test-support/harness.ts';
import { alphaTenant } from '../test-support/tenants.ts';
import { startRelay } from './relay.ts';
import { emailSender, webhookSender } from './senders.ts';
import { signWebhook } from './webhook.ts';

const SECRET = 'whsec_' + Buffer.from('0123456789abcdef0123456789abcdef').toString('base64');
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A webhook receiver that can go down (stop listening) and come back on the same port. */
async function webhookReceiver() {
  const received = new Map<string, number>();
  let bad = 0;
  const handler = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      const ts = Number(req.headers['webhook-timestamp']);
      if (req.headers['webhook-signature'] !== signWebhook(SECRET, id, ts, body)) bad++;
      const leadId = (JSON.parse(body) as { id: string }).id;
      received.set(leadId, (received.get(leadId) ?? 0) + 1);
      res.writeHead(204).end();
    });
  };
  let server: Server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`, received, bad: () => bad,
    down: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
    up: async () => { server = createServer(handler); await new Promise<void>((r) => server.listen(port, '127.0.0.1', r)); },
  };
}

/** An SMTP server (npm smtp-server) that records X-Lead-Id of each message and can go down. */
async function smtpReceiver() {
  const received = new Map<string, number>();
  const documents: string[] = [];
  const make = () => new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false,
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const id = /X-Lead-Id: (\S+)/i.exec(raw)?.[1] ?? '?';
        received.set(id, (received.get(id) ?? 0) + 1);
        documents.push(raw);
        done();
      });
    },
  });
  let server = make();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`, received, documents,
    down: () => new Promise<void>((r) => server.close(() => r())),
    up: async () => { server = make(); await new Promise<void>((r) => server.listen(port, '127.0.0.1', r)); },
  };
}

const until = async (check: () => Promise<boolean>, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('lead relay against real receivers', () => {
  it('delivers every accepted lead exactly once per channel after the receivers were down', async () => {
    const hook = await webhookReceiver();
    const smtp = await smtpReceiver();
    const tenant = alphaTenant(hook.url);
    const { call, db } = await testApp({ overrides: { tenants: [tenant], clock: Date.now } });
    await hook.down();
    await smtp.down();
    const email = emailSender(smtp.url);
    const relay = startRelay({
      db, tenants: [tenant], logger: memoryLogger(), senders: { webhook: webhookSender({ ALPHA_WEBHOOK_SECRET: SECRET }), email },
      retry: { baseMs: 30, maxMs: 150, horizonMs: 60_000 }, pollMs: 20,
    });
    cleanups.push(async () => { await relay.stop(); email.close(); await smtp.down().catch(() => undefined); });
    const ids: string[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await call('POST', '/api/leads', { body: alphaEnquiry({ message: `Lead ${i}` }) });
      ids.push(((await res.json()) as { lead_id: string }).lead_id);
    }
    await new Promise((r) => setTimeout(r, 400));
    expect(hook.received.size + smtp.received.size).toBe(0);
    await hook.up();
    await smtp.up();
    await until(async () => Number((await db.get("SELECT COUNT(*) AS n FROM outbox WHERE status = 'delivered'"))?.['n']) === 30);
    expect([...hook.received.keys()].sort()).toEqual([...ids].sort());
    expect([...smtp.received.keys()].sort()).toEqual([...ids].sort());
    expect(hook.bad()).toBe(0);
    expect(smtp.documents[0]).toContain('<?adf version=');
    await hook.down();
  });

  it('dead-letters a delivery after the retry horizon and reports it', async () => {
    const tenant = alphaTenant('http://127.0.0.1:9/hook');
    const { call, db } = await testApp({ overrides: { tenants: [tenant], clock: Date.now } });
    await call('POST', '/api/leads', { body: alphaEnquiry() });
    const dead: string[] = [];
    const logger = memoryLogger();
    const relay = startRelay({
      db, tenants: [tenant], logger, senders: { webhook: webhookSender({ ALPHA_WEBHOOK_SECRET: SECRET }) },
      retry: { baseMs: 20, maxMs: 50, horizonMs: 200 }, pollMs: 10, onDeadLetter: (d) => dead.push(d.channel),
    });
    cleanups.push(() => relay.stop());
    await until(async () => Number((await db.get("SELECT COUNT(*) AS n FROM outbox WHERE status = 'dead'"))?.['n']) === 2, 10_000);
    expect(dead.sort()).toEqual(['email', 'webhook']);
    expect(logger.lines.some((l) => l.includes('lead.dead_lettered'))).toBe(true);
  });
});
