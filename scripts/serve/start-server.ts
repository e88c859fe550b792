import { serve, type ServerType } from '@hono/node-server';
import { startFunctions } from '../../src/server/node-runtime.ts';
import type { Logger } from '../../src/server/ops/logger.ts';
import type { PaymentProvider } from '../../src/server/payments/payment-provider.ts';
import type { BuiltFunctions } from '../../src/server/build/functions-bundle.ts';
import { DATA_DIR, DIST_DIR } from '../lib/paths.ts';
import { createSiteApp } from './tenant-site-app.ts';

export interface RunningServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Serves the built tenants and the functions on one origin per tenant, on loopback (IPv4 and
 * IPv6, so '<slug>.localhost' works whichever the browser picks). The functions answer from what the
 * build wrote (`functions`: scripts/lib/functions-artifacts.ts readBuiltFunctions), never from tenants/.
 */
export async function startServer(options: {
  port: number;
  functions: BuiltFunctions;
  env: NodeJS.ProcessEnv;
  dataDir?: string;
  /** Where the functions' log lines go (default: stdout and stderr). */
  logger?: Logger;
  /** The built sites (default: DIST_DIR). */
  distDir?: string;
  /** Tests only: the functions' clock and payment provider (see startFunctions). */
  clock?: () => number;
  payments?: PaymentProvider;
}): Promise<RunningServer> {
  const functions = await startFunctions({
    tenants: options.functions.tenants,
    getCar: options.functions.getCar,
    env: options.env,
    dataDir: options.dataDir ?? DATA_DIR,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
  });
  const app = createSiteApp({
    distDir: options.distDir ?? DIST_DIR,
    tenants: options.functions.tenants,
    functions: functions.app,
    port: options.port,
  });
  const listen = (hostname: string) =>
    new Promise<ServerType>((resolve) => {
      const server = serve({ fetch: app.fetch, port: options.port, hostname }, () => resolve(server));
    });
  const servers = [await listen('127.0.0.1'), await listen('::1')];
  return {
    port: options.port,
    close: async () => {
      await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
      await functions.close();
    },
  };
}
