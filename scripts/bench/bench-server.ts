import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Tenant } from '../../src/config/load-tenant.ts';
import { jsonLogger } from '../../src/server/ops/logger.ts';
import { readBuiltFunctions } from '../lib/functions-artifacts.ts';
import { DIST_DIR } from '../lib/paths.ts';
import { startServer, type RunningServer } from '../serve/start-server.ts';
import { createSiteApp } from '../serve/tenant-site-app.ts';

/** A TCP port free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * `startServer` (the one `npm start` uses: every built tenant plus the functions on one origin)
 * in this process on a free port. The functions' JSON log lines (one per request) go to
 * `<dataDir>/server.log` instead of the bench's terminal, as a log collector would take them.
 */
export async function startBenchServer(
  tenants: Tenant[],
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningServer> {
  const log = createWriteStream(join(dataDir, 'server.log'), { flags: 'a' });
  const logger = jsonLogger((line) => log.write(`${line}\n`));
  const built = readBuiltFunctions(DIST_DIR);
  const functions = {
    tenants: built.tenants.filter((t) => tenants.some((wanted) => wanted.slug === t.slug)),
    getCar: built.getCar,
  };
  const server = await startServer({ port: await freePort(), functions, env, logger });
  return {
    port: server.port,
    close: async () => {
      await server.close();
      log.end();
    },
  };
}

/**
 * Serves the folders of `distDir` named by `slugs` at http://<slug>.localhost:<port>/ with the
 * same site app (headers, compression) as `startServer`, without the functions.
 */
export async function startStaticServer(distDir: string, slugs: string[]): Promise<RunningServer> {
  const port = await freePort();
  const tenants = slugs.map((slug) => ({ slug, site: { hosts: [], name: slug } }));
  const app = createSiteApp({ distDir, tenants, port });
  const listen = (hostname: string) =>
    new Promise<ServerType>((resolve) => {
      const server = serve({ fetch: app.fetch, port, hostname }, () => resolve(server));
    });
  const servers = [await listen('127.0.0.1'), await listen('::1')];
  return {
    port,
    close: () =>
      Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve())))).then(() => undefined),
  };
}
