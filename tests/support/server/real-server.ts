import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../scripts/bench/bench-server.ts';
import { startServer } from '../../../scripts/serve/start-server.ts';
import { loadStock } from '../../../src/features/stock/build/load-stock.ts';
import { carLookup, functionsCar } from '../../../src/server/cars/functions-car.ts';
import { fixtureTenant } from '../fixture-tenants.ts';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: Record<string, unknown>;
}

/**
 * `npm start`'s server (startServer: site app + functions, real sockets on loopback) for the
 * fixture tenant 'minimal', with a fresh SQLite store and the given environment.
 * `send` makes a same-origin request from a chosen loopback address (all of 127/8 is loopback on Linux).
 */
export async function realServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'functions-'));
  const port = await freePort();
  const tenant = fixtureTenant('minimal');
  // What a build of the fixture would hand the functions.
  const getCar = carLookup({ minimal: (await loadStock(tenant)).cars.map(functionsCar) });
  const server = await startServer({
    port,
    functions: { tenants: [tenant], getCar },
    env: { NODE_ENV: 'test', ...env },
    dataDir,
  });
  const host = `minimal.localhost:${port}`;
  const send = (from: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          localAddress: from,
          headers: {
            host,
            origin: `http://${host}`,
            ...(text ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              json: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(text);
    });
  return {
    send,
    /** The latest code texted to `phone` (development SMS outbox file of this server). */
    lastCode: (phone: string) => {
      const lines = readFileSync(join(dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
      const texts = lines.map((line) => JSON.parse(line) as { to: string; text: string }).filter((m) => m.to === phone);
      return /\b(\d{6})\b/.exec(texts.at(-1)?.text ?? '')?.[1] ?? '';
    },
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
