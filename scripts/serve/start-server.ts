import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { startFunctions } from '../../src/server/node-runtime.ts';
import { jsonLogger, type Logger } from '../../src/server/ops/logger.ts';
import type { PaymentProvider } from '../../src/server/payments/payment-provider.ts';
import { TokenBuckets } from '../../src/server/throttle/token-buckets.ts';
import type { BuiltFunctions } from '../../src/server/build/functions-bundle.ts';
import { readBuiltFunctions } from '../lib/functions-artifacts.ts';
import { DATA_DIR, DIST_DIR } from '../lib/paths.ts';
import { publishedBuildsKey } from './published-builds.ts';
import { swappableHandler, type ServedGeneration } from './swappable-handler.ts';
import { createSiteApp } from './tenant-site-app.ts';

export interface RunningServer {
  port: number;
  close(): Promise<void>;
}

/** How often the server looks for a newly published build (dist/tenants.json, build stamps, functions.json). */
const RELOAD_EVERY_MS = 1000;

/**
 * Serves the built tenants and the functions on one origin per tenant, on loopback (IPv4 and
 * IPv6, so '<slug>.localhost' works whichever the browser picks). The functions answer from what the
 * build wrote (`functions`: scripts/lib/functions-artifacts.ts readBuiltFunctions), never from tenants/.
 * A build published while serving (a rebuilt or new tenant) is picked up without a restart: its tenants and
 * functions replace the previous ones at once, and requests in flight finish on the previous ones.
 */
export async function startServer(options: {
  port: number;
  functions: BuiltFunctions;
  env: NodeJS.ProcessEnv;
  dataDir?: string;
  /** The folder of built tenants (default DIST_DIR). */
  distDir?: string;
  /** Where the functions' log lines go (default: stdout and stderr). */
  logger?: Logger;
  /** Tests only: the functions' clock and payment provider (see startFunctions). */
  clock?: () => number;
  payments?: PaymentProvider;
  /**
   * Called with the tenants served as a newly published build is swapped in, and when (performance.now()) they
   * were read from `distDir`: a build published after that is not among them yet.
   */
  onReload?: (functions: BuiltFunctions, readAt: number) => void;
  /** Tenants still being built, asked per request: the tenant list page names them and answers 503 until none is left. */
  building?: () => readonly string[];
}): Promise<RunningServer> {
  const distDir = options.distDir ?? DIST_DIR;
  const logger = options.logger ?? jsonLogger();
  const listening: { port: number } = { port: options.port };
  // The rate limits belong to this process, not to a build: every generation spends from the same buckets.
  const buckets = new TokenBuckets();
  const generation = async (built: BuiltFunctions): Promise<ServedGeneration> => {
    const functions = await startFunctions({
      tenants: built.tenants,
      getCar: built.getCar,
      env: options.env,
      dataDir: options.dataDir ?? DATA_DIR,
      logger,
      buckets,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.payments ? { payments: options.payments } : {}),
    });
    const site = createSiteApp({
      distDir,
      tenants: built.tenants,
      functions: functions.app,
      port: listening.port,
      ...(options.building ? { building: options.building } : {}),
    });
    return { fetch: site.fetch, close: functions.close };
  };
  let published = publishedBuildsKey(distDir);
  const handler = swappableHandler(await generation(options.functions));
  const listen = (hostname: string, port: number) =>
    new Promise<ServerType>((resolve) => {
      const server = serve({ fetch: handler.fetch, port, hostname }, () => resolve(server));
    });
  const first = await listen('127.0.0.1', options.port);
  listening.port = (first.address() as AddressInfo).port;
  const servers = [first, await listen('::1', listening.port)];

  // A publish moves two folders and then writes the stamp and registry: a fingerprint seen twice in a row is settled.
  let seen = published;
  let reloading: Promise<void> | undefined;
  const reload = async (key: string) => {
    try {
      const readAt = performance.now();
      const built = readBuiltFunctions(distDir);
      const next = await generation(built);
      published = key;
      logger.info('server.reloaded', { tenants: built.tenants.length });
      options.onReload?.(built, readAt);
      await handler.swap(next);
    } catch (error) {
      // A half-published or refused build: keep serving the previous one, and say so once for this fingerprint.
      published = key;
      logger.warn('server.reload_failed', { problem: error instanceof Error ? error.message : String(error) });
    }
  };
  const timer = setInterval(() => {
    if (reloading) return;
    const key = publishedBuildsKey(distDir);
    const settled = key === seen;
    seen = key;
    if (!settled || key === published) return;
    reloading = reload(key).finally(() => {
      reloading = undefined;
    });
  }, RELOAD_EVERY_MS);
  timer.unref();

  return {
    port: listening.port,
    close: async () => {
      clearInterval(timer);
      await reloading;
      await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
      await handler.close();
    },
  };
}
