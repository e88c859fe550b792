import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../ops/logger.ts';
import { alphaEnquiry, testApp } from '../test-support/harness.ts';
import { smtpReceiver, until, webhookReceiver } from '../test-support/receivers.ts';
import { alphaTenant } from '../test-support/tenants.ts';
import { startRelay } from './relay.ts';
import { emailSender, webhookSender } from './senders.ts';

const SECRET = 'whsec_' + Buffer.from('0123456789abcdef0123456789abcdef').toString('base64');
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('lead relay against real receivers', () => {
  it('delivers every accepted lead exactly once per channel after the receivers were down', async () => {
    const hook = await webhookReceiver();
    const smtp = await smtpReceiver();
    const tenant = alphaTenant(`${hook.url}/hook`);
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
    expect(hook.calls.length + smtp.messages.length).toBe(0);
    await hook.up();
    await smtp.up();
    await until(async () => Number((await db.get("SELECT COUNT(*) AS n FROM outbox WHERE status = 'delivered'"))?.['n']) === 30);
    expect([...hook.accepted().keys()].sort()).toEqual([...ids].sort());
    expect([...smtp.received().keys()].sort()).toEqual([...ids].sort());
    const verifier = new Webhook(SECRET);
    for (const call of hook.calls) expect(() => verifier.verify(call.body, call.headers as Record<string, string>)).not.toThrow();
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
      db, tenants: [tenant], logger, senders: { webhook: webhookSender({ ALPHA_WEBHOOK_SECRET: SECRET }) },
      retry: { baseMs: 20, maxMs: 50, horizonMs: 200 }, pollMs: 10, onDeadLetter: (d) => dead.push(d.channel),
    });
    cleanups.push(() => relay.stop());
    await until(async () => Number((await db.get("SELECT COUNT(*) AS n FROM outbox WHERE status = 'dead'"))?.['n']) === 2, 10_000);
    expect(dead.sort()).toEqual(['email', 'webhook']);
    expect(logger.lines.some((l) => l.includes('lead.dead_lettered'))).toBe(true);
  });
});
