import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realServer } from '../../../tests/support/server/real-server.ts';

type Server = Awaited<ReturnType<typeof realServer>>;
let phoneSeq = 0;
/** A fresh Australian mobile per send, so only the per-client limit can refuse it. */
const freshPhone = () => `04120${String(++phoneSeq).padStart(5, '0')}`;
const sendCode = (server: Server, from: string, headers: Record<string, string> = {}) =>
  server.send(from, 'POST', '/api/verify/send', { phone: freshPhone() }, headers);

describe('per-client limits through the real Node server (npm start)', () => {
  let server: Server;
  beforeAll(async () => {
    server = await realServer({
      VERIFY_SENDS_PER_IP_PER_HOUR: '2',
      WRITES_PER_CLIENT_PER_MINUTE: '2',
      LOOKUPS_PER_CLIENT_PER_MINUTE: '2',
    });
  });
  afterAll(() => server.close());

  it('gives 127.0.0.2 and 127.0.0.3 each their own code-send budget', async () => {
    expect((await sendCode(server, '127.0.0.2')).status).toBe(200);
    expect((await sendCode(server, '127.0.0.2')).status).toBe(200);
    const refused = await sendCode(server, '127.0.0.2');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await sendCode(server, '127.0.0.3')).status).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await sendCode(server, '127.0.0.4', { 'x-forwarded-for': `198.51.100.${i + 1}` })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('gives each address its own write budget, with 429 and Retry-After beyond it', async () => {
    const valuation = { column_name: 'valuation', value: { make: 'Toyota' } };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await server.send('127.0.0.5', 'POST', '/api/miscellaneous', valuation));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 429]);
    expect(answers[2]?.json).toMatchObject({ error: 'Too many requests. Please try again later.' });
    expect(Number(answers[2]?.headers['retry-after'])).toBeGreaterThan(0);
    expect((await server.send('127.0.0.6', 'POST', '/api/miscellaneous', valuation)).status).toBe(201);
  });

  it('gives each address its own contact-lookup budget', async () => {
    const lookup = (from: string) => server.send(from, 'GET', '/api/check-if-contact-exists?phone_number=0412345678');
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await lookup('127.0.0.7')).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await lookup('127.0.0.8')).status).toBe(200);
  });
});

describe('TRUST_PROXY through the real Node server', () => {
  let server: Server;
  beforeAll(async () => {
    server = await realServer({ TRUST_PROXY: '1', VERIFY_SENDS_PER_IP_PER_HOUR: '2' });
  });
  afterAll(() => server.close());

  it('counts by the entry the trusted proxy appended (rightmost), not the client-chosen first entry', async () => {
    // The proxy sits at 127.0.0.9; the client behind it is 203.0.113.50 and varies what it sends first.
    const viaProxy = (first: string, client: string) =>
      sendCode(server, '127.0.0.9', { 'x-forwarded-for': `${first}, ${client}` });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await viaProxy(`10.0.0.${i + 1}`, '203.0.113.50')).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await viaProxy('10.0.0.1', '203.0.113.51')).status).toBe(200);
  });
});
