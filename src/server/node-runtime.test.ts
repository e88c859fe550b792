import { mkdtempSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFunctions } from './node-runtime.ts';
import { memoryLogger } from './ops/logger.ts';
import { serverlessApp } from './serverless.ts';
import { openSqlite } from './store/sqlite.ts';
import { migrate } from './store/migrations.ts';
import { rawRequest } from '../../tests/support/server/raw-request.ts';
import { alphaTenant, getCar } from '../../tests/support/server/tenants.ts';

const SECRET = 'runtime-test-secret-0123456789abcdef';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** startFunctions as npm start runs it, served by @hono/node-server on a loopback port. */
async function running(env: NodeJS.ProcessEnv, dataDir = mkdtempSync(join(tmpdir(), 'fn-runtime-'))) {
  const functions = await startFunctions({ tenants: [alphaTenant()], getCar, env, dataDir });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: functions.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  cleanups.push(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await functions.close();
  });
  const port = (server.address() as AddressInfo).port;
  /** Raw HTTP/1.1, so the request has exactly the framing given (no body: no Content-Length). */
  const send = (method: string, path: string, headers: Record<string, string> = {}) =>
    rawRequest(port, { host: 'alpha.localhost', path, method, headers });
  return { dataDir, send };
}

const quiet = () => {
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  cleanups.push(async () => {
    out.mockRestore();
    err.mockRestore();
  });
};

describe('the Node runtime (npm start) at rest and at start', () => {
  it('refuses to start with a FUNCTIONS_SECRET shorter than 32 characters', async () => {
    await expect(
      startFunctions({
        tenants: [alphaTenant()],
        getCar,
        env: { FUNCTIONS_SECRET: 'short-secret' },
        dataDir: mkdtempSync(join(tmpdir(), 'fn-')),
      }),
    ).rejects.toThrow('FUNCTIONS_SECRET must be at least 32 characters (it has 12); refusing to start.');
  });

  it('refuses to start in production without an SMS gateway (codes never go to a plain-text outbox)', async () => {
    await expect(
      startFunctions({
        tenants: [alphaTenant()],
        getCar,
        env: { NODE_ENV: 'production', FUNCTIONS_SECRET: SECRET },
        dataDir: mkdtempSync(join(tmpdir(), 'fn-')),
      }),
    ).rejects.toThrow('NODE_ENV=production needs SMS_GATEWAY_URL');
  });

  describe('webhook secrets: a tenant whose webhook cannot sign refuses the start, naming tenant and variable', () => {
    const start = (env: NodeJS.ProcessEnv) =>
      startFunctions({
        tenants: [alphaTenant()],
        getCar,
        env: { FUNCTIONS_SECRET: SECRET, ...env },
        dataDir: mkdtempSync(join(tmpdir(), 'fn-')),
      });
    const RULE =
      "tenant alpha: webhook secret ALPHA_WEBHOOK_SECRET must be 'whsec_' followed by base64 of 24 to 64 random bytes";

    it.each([
      ['development', 'development'],
      ['test (e2e)', 'test'],
      ['production', 'production'],
      ['no NODE_ENV', undefined],
    ])('a plain or malformed secret, in %s', async (_label, nodeEnv) => {
      const env = {
        ALPHA_WEBHOOK_SECRET: 'correct horse battery staple',
        SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
        ...(nodeEnv ? { NODE_ENV: nodeEnv } : {}),
      };
      await expect(start(env)).rejects.toThrow(
        `${RULE} (make one with: echo whsec_$(openssl rand -base64 32))\nRefusing to start.`,
      );
      await expect(start({ ...env, ALPHA_WEBHOOK_SECRET: 'whsec_c2hvcnQ=' })).rejects.toThrow(RULE);
    });

    it("an unset secret in production (that tenant's leads would never reach its CRM)", async () => {
      await expect(start({ NODE_ENV: 'production', SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms' })).rejects.toThrow(
        'tenant alpha: webhook secret ALPHA_WEBHOOK_SECRET is not set\nRefusing to start.',
      );
    });

    it('outside production an unset secret only logs relay.webhook_secret_invalid (a developer machine has no CRM secrets)', async () => {
      const errors = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
      const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
      cleanups.push(async () => {
        errors.mockRestore();
        out.mockRestore();
      });
      const functions = await start({});
      cleanups.push(() => functions.close());
      const logged = errors.mock.calls
        .map((call) => String(call[0]))
        .find((line) => line.includes('relay.webhook_secret_invalid'));
      expect(logged).toContain('"tenant":"alpha","problem":"webhook secret ALPHA_WEBHOOK_SECRET is not set"');
    });

    it('a whsec_ secret starts', async () => {
      quiet();
      const functions = await start({ ALPHA_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString('base64')}` });
      cleanups.push(() => functions.close());
    });
  });

  it('writes its log lines to the logger it is given, nothing to stdout or stderr', async () => {
    const out = vi.spyOn(process.stdout, 'write');
    const err = vi.spyOn(process.stderr, 'write');
    cleanups.push(async () => {
      out.mockRestore();
      err.mockRestore();
    });
    const logger = memoryLogger();
    const dataDir = mkdtempSync(join(tmpdir(), 'fn-logger-'));
    const functions = await startFunctions({
      tenants: [alphaTenant()],
      getCar,
      env: { FUNCTIONS_SECRET: SECRET },
      dataDir,
      logger,
    });
    await functions.app.request('http://alpha.localhost/api/health', { headers: { host: 'alpha.localhost' } });
    await functions.close();
    const events = logger.lines.map((line) => (JSON.parse(line) as { event: string }).event);
    expect(events).toEqual(expect.arrayContaining(['functions.started', 'request', 'functions.stopped']));
    const written = [...out.mock.calls, ...err.mock.calls].map((call) => String(call[0]));
    expect(written.filter((line) => line.startsWith('{"time":'))).toEqual([]);
  });

  it('creates the SQLite file, its WAL and the secret for the owner only (0600)', async () => {
    quiet();
    const { dataDir, send } = await running({});
    expect((await send('GET', '/api/health')).status).toBe(200);
    for (const file of ['functions.sqlite', 'functions.sqlite-wal', 'functions-secret'])
      expect(statSync(join(dataDir, file)).mode & 0o777, file).toBe(0o600);
  });

  it('serves /api/dev/sms-outbox only when NODE_ENV is development or test', async () => {
    quiet();
    expect((await (await running({})).send('GET', '/api/dev/sms-outbox?phone=0412345678')).status).toBe(404);
    expect(
      (await (await running({ NODE_ENV: 'staging' })).send('GET', '/api/dev/sms-outbox?phone=0412345678')).status,
    ).toBe(404);
    expect(
      (await (await running({ NODE_ENV: 'test' })).send('GET', '/api/dev/sms-outbox?phone=0412345678')).status,
    ).toBe(200);
  });

  it('accepts a POST with no body and no Content-Type (the README: an empty body needs no type)', async () => {
    quiet();
    const { send } = await running({});
    expect(await send('POST', '/api/auth/sign-out')).toMatchObject({ status: 200, body: '{"ok":true}' });
    expect(
      (await send('POST', '/api/auth/sign-out', { 'content-type': 'text/plain', 'content-length': '3' })).status,
    ).toBe(415);
  });

  it('purges expired rows when it starts (and hourly after)', async () => {
    quiet();
    const dataDir = mkdtempSync(join(tmpdir(), 'fn-purge-'));
    const seed = openSqlite(join(dataDir, 'functions.sqlite'));
    await migrate(seed);
    await seed.run("INSERT INTO users (id, tenant, phone, created_at) VALUES ('u1', 'alpha', '0412345678', 0)");
    await seed.run(
      "INSERT INTO sessions (token_hash, tenant, user_id, created_at, expires_at) VALUES ('old', 'alpha', 'u1', 0, 1), ('new', 'alpha', 'u1', 0, ?)",
      [Date.now() + 60_000],
    );
    await seed.run(
      "INSERT INTO idempotency (tenant, idem_key, request_hash, status, response, created_at) VALUES ('alpha', 'k', 'h', 201, '{}', 0)",
    );
    await seed.close();
    await running({}, dataDir);
    const db = openSqlite(join(dataDir, 'functions.sqlite'));
    cleanups.push(() => db.close());
    const left = async () => [
      (await db.all('SELECT token_hash FROM sessions')).map((r) => r['token_hash']),
      (await db.all('SELECT idem_key FROM idempotency')).length,
    ];
    await vi.waitFor(async () => expect(await left()).toEqual([['new'], 0]), { timeout: 10_000, interval: 50 });
  });
});

describe('the serverless entry', () => {
  it('refuses to serve with a short FUNCTIONS_SECRET', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    cleanups.push(async () => logged.mockRestore());
    const app = serverlessApp({ tenants: [alphaTenant()], getCar });
    const res = await app.fetch(
      new Request('http://alpha.localhost/api/health'),
      {
        DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
        FUNCTIONS_SECRET: 'short',
        SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
      },
      { waitUntil: () => undefined },
    );
    expect(res.status).toBe(503);
    expect(String(logged.mock.calls[0]?.[0])).toContain('FUNCTIONS_SECRET must be at least 32 characters');
    expect(String(logged.mock.calls[0]?.[0])).not.toContain('"short"');
  });
});
