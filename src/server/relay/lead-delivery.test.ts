import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFunctions } from '../node-runtime.ts';
import { adfDtdErrors } from '../../../tests/support/server/adf-dtd.ts';
import { LEAD_SAMPLES, sampleHeaders } from '../../../tests/support/server/lead-samples.ts';
import { parseMail } from '../../../tests/support/server/mail-body.ts';
import { smtpReceiver, until, webhookReceiver } from '../../../tests/support/server/receivers.ts';
import { getCar, routedAlphaTenant } from '../../../tests/support/server/tenants.ts';

const secret = (seed: string) => `whsec_${Buffer.from(seed.padEnd(32, '.')).toString('base64')}`;
const SECRETS = {
  ALPHA_WEBHOOK_SECRET: secret('alpha default'),
  ALPHA_SERVICE_WEBHOOK_SECRET: secret('alpha service'),
};

/** JSON to the running server with the tenant's Host header (fetch cannot set Host). */
function send(
  port: number,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: { ...headers, 'content-type': 'application/json', host: 'alpha.localhost' },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as Record<string, unknown> }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** The route, e-mail address and webhook path each sample goes to on routedAlphaTenant (others: the defaults). */
const ROUTED: Record<string, { route: string; email: string; hook: string }> = {
  'service enquiry with rego': { route: 'service', email: 'service@alpha.example', hook: '/service' },
  'parts order in three steps': { route: 'parts', email: 'parts@alpha.example', hook: '/default' },
  'general enquiry at the south location': { route: 'south-sales', email: 'leads@alpha.example', hook: '/south' },
};
const FUNCTIONS_SECRET = 'delivery-test-secret-0123456789abcdef';
const expected = (label: string) =>
  ROUTED[label] ?? { route: 'default', email: 'leads@alpha.example', hook: '/default' };

describe('every form through the running functions to a local SMTP server and webhook receiver', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lead-delivery-'));
  let hook: Awaited<ReturnType<typeof webhookReceiver>>;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  let stop: () => Promise<void>;
  const leads = new Map<string, string>();

  beforeAll(async () => {
    hook = await webhookReceiver({ failFirst: true });
    smtp = await smtpReceiver();
    const functions = await startFunctions({
      tenants: [routedAlphaTenant(hook.url)],
      getCar,
      dataDir,
      env: {
        ...SECRETS,
        WRITES_PER_CLIENT_PER_MINUTE: '1000',
        SMTP_URL: smtp.url,
        FUNCTIONS_SECRET,
      },
    });
    const server = serve({ fetch: functions.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    stop = async () => {
      await new Promise((r) => server.close(r));
      await functions.close();
      await hook.down();
      await smtp.down();
      rmSync(dataDir, { recursive: true, force: true });
    };
    for (const sample of LEAD_SAMPLES) {
      const proof = sampleHeaders(sample, FUNCTIONS_SECRET, Date.now());
      const created = await send(port, 'POST', sample.path ?? '/api/leads', sample.body, proof);
      expect(created.status, `${sample.label}: ${JSON.stringify(created.json)}`).toBe(201);
      const id = String(created.json['lead_id']);
      for (const step of sample.steps ?? [])
        expect((await send(port, 'PATCH', `/api/leads/${id}`, step)).status).toBe(200);
      leads.set(id, sample.label);
    }
    // Every lead has one e-mail; every webhook delivery failed once (500) and was retried.
    await until(() => smtp.messages.length >= leads.size && hook.accepted().size >= leads.size, 45_000);
  }, 60_000);
  afterAll(async () => stop?.());

  it("every ADF e-mail validates against the ADF 1.0 DTD and went to its route's address", () => {
    expect([...smtp.received().entries()].sort()).toEqual([...leads.keys()].map((id) => [id, 1]).sort());
    for (const { raw, rcpt } of smtp.messages) {
      const { headers, text } = parseMail(raw);
      const label = leads.get(headers['x-lead-id'] ?? '') ?? '?';
      expect(adfDtdErrors(text), label).toBe('');
      expect(headers['x-lead-route'], label).toBe(expected(label).route);
      expect(rcpt, label).toEqual([expected(label).email]);
      expect(text, label).toContain(`Route: ${expected(label).route} (department `);
    }
  });

  it("an e-mail about a car names it in the subject, so the dealer's inbox shows which car", () => {
    const subjects = smtp.messages.map(({ raw }) => parseMail(raw).headers);
    const photo = subjects.find((h) => leads.get(h['x-lead-id'] ?? '') === 'photo request');
    expect(photo?.['subject']).toBe(
      `New Photo Request lead ${photo?.['x-lead-id']}: 2022 Toyota Corolla Ascent (stock A100)`,
    );
    const general = subjects.find((h) => leads.get(h['x-lead-id'] ?? '') === 'general enquiry, postcode, no car');
    expect(general?.['subject']).toBe(`New General Enquiry lead ${general?.['x-lead-id']}`);
  });

  it('every webhook delivery, the failed first attempt and its retry, verifies with standardwebhooks', () => {
    const verifiers = {
      '/service': new Webhook(SECRETS.ALPHA_SERVICE_WEBHOOK_SECRET),
      other: new Webhook(SECRETS.ALPHA_WEBHOOK_SECRET),
    };
    for (const call of hook.calls) {
      const verifier = call.path === '/service' ? verifiers['/service'] : verifiers.other;
      expect(verifier.verify(call.body, call.headers as Record<string, string>)).toMatchObject({
        type: 'lead.created',
      });
    }
    for (const id of leads.keys()) {
      const attempts = hook.calls.filter((c) => (JSON.parse(c.body) as { id: string }).id === id);
      expect(attempts.map((a) => a.status)).toEqual([500, 204]);
      const [first, retry] = attempts;
      expect(retry?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
      expect(Number(retry?.headers['webhook-timestamp'])).toBeGreaterThan(Number(first?.headers['webhook-timestamp']));
      expect(retry?.headers['webhook-signature']).not.toBe(first?.headers['webhook-signature']);
    }
  });

  it("each delivery says which route chose it, at that route's URL", () => {
    for (const call of hook.calls.filter((c) => c.status === 204)) {
      const document = JSON.parse(call.body) as { id: string; route: { name: string } };
      const label = leads.get(document.id) ?? '?';
      expect(document.route.name, label).toBe(expected(label).route);
      expect(call.path, label).toBe(expected(label).hook);
    }
  });
});
