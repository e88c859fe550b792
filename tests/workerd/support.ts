import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { freePort } from '../../scripts/bench/bench-server.ts';
import { ROOT } from '../../scripts/lib/paths.ts';
import { FIXTURE_TENANTS_DIR } from '../support/fixture-tenants.ts';

export const SLUG = 'wd-motors';
export const HOST = `${SLUG}.localhost`;

/** A stock record of the fixture tenant (CarSchema input), priced Drive Away as the display rules want. */
export const stockCar = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  slug: `car-${id}`,
  name: '2022 Toyota Corolla Ascent',
  year: 2022,
  make: 'Toyota',
  model: 'Corolla',
  price: 28990,
  price_type: 'drive_away',
  km: 12000,
  car_type: 'used',
  status: 'in_stock',
  created_at: '2025-01-01T00:00:00Z',
  stocknum: `A${id}`,
  vin: 'JTDBR32E720000001',
  location_id: 1,
  location_name: 'Minimal Motors Brisbane',
  dealership_id: 1,
  dealership_slug: 'minimal-motors',
  city: 'Brisbane',
  state: 'QLD',
  images: [{ url: '/a.jpg', thumb_url: '/a-t.jpg' }],
  views: 10,
  autograb_data: { state_average_market_price: 30000, average_market_price: 30500 },
  ...over,
});

/**
 * The minimal fixture tenant as <tenantsDir>/wd-motors: two cars (car-2 sold), the Autogauge plugin, a delivery
 * region and a webhook channel to `webhookUrl` signed with WD_WEBHOOK_SECRET.
 */
export function writeFixtureTenant(tenantsDir: string, webhookUrl: string): string {
  const dir = join(tenantsDir, SLUG);
  cpSync(join(FIXTURE_TENANTS_DIR, 'minimal'), dir, { recursive: true });
  const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as Record<string, unknown>;
  Object.assign(site, {
    plugins: [{ feature: 'Autogauge' }],
    leads: { webhook: { url: webhookUrl, secretEnv: 'WD_WEBHOOK_SECRET' } },
    delivery: [{ name: 'Brisbane Metro', postcodes: [[4000, 4179]], price: 150 }],
  });
  writeFileSync(join(dir, 'site.json'), JSON.stringify(site));
  writeFileSync(join(dir, 'stock.json'), JSON.stringify([stockCar(1), stockCar(2, { status: 'sold' })]));
  return dir;
}

/** Runs a project script with this Node; rejects with its output when it fails. */
export function runScript(script: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, script), ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}:\n${out.slice(-3000)}`)),
    );
  });
}

/**
 * A long-running child (wrangler dev, the relay) with its output kept for failure messages; `stop` ends it and
 * its children.
 */
export interface Running {
  output(): string;
  stop(): Promise<void>;
}

export function startChild(command: readonly string[], cwd: string, env: NodeJS.ProcessEnv): Running {
  const [file = '', ...args] = command;
  const child: ChildProcess = spawn(file, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return {
    output: () => out,
    async stop() {
      // Our own child's process group: wrangler and the workerd it started.
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null)
        process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

/** `wrangler <args>` from the project's devDependency, on a free port and inspector port; answers its base URL. */
export async function startWrangler(
  args: readonly string[],
  cwd: string,
  stateDir: string,
): Promise<Running & { base: string }> {
  const port = await freePort();
  const inspector = await freePort();
  const bin = join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
  const running = startChild(
    [
      process.execPath,
      bin,
      ...args,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspector),
      '--persist-to',
      stateDir,
      '--show-interactive-dev-session=false',
    ],
    cwd,
    {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      CI: 'true',
      // Loopback only: no fetch of Cloudflare's Request.cf sample (its placeholder serves the tests).
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    },
  );
  return { ...running, base: `http://127.0.0.1:${port}` };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: Record<string, unknown>;
}

/** One HTTP request with a chosen Host (the tenant is resolved from it), same-origin unless `headers` say otherwise. */
export function send(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL(path, base);
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: url.pathname + url.search,
        headers: {
          host: HOST,
          origin: `http://${HOST}`,
          ...(text ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks).toString();
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(raw) as Record<string, unknown>;
          } catch {
            // Not JSON (a page, a redirect): `text` has it.
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: raw, json });
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

/** A local SMS gateway speaking src/server/sms/http-gateway.ts's contract: POST { to, body } with a bearer token. */
export async function smsGateway(token: string) {
  const texts: { to: string; body: string }[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${token}`) return void res.writeHead(401).end();
      texts.push(JSON.parse(raw) as { to: string; body: string });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    texts,
    /** The code in the latest text to `to` (E.164). */
    lastCode: (to: string) => /\b(\d{6})\b/.exec(texts.filter((t) => t.to === to).at(-1)?.body ?? '')?.[1] ?? '',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
