import { serve, type ServerType } from '@hono/node-server';
import type { Tenant } from '../../src/config/load-tenant.ts';
import type { Car } from '../../src/features/stock/car-schema.ts';
import { loadStock } from '../../src/features/stock/load-stock.ts';
import { startFunctions } from '../../src/server/node-runtime.ts';
import type { Logger } from '../../src/server/ops/logger.ts';
import { DATA_DIR, DIST_DIR } from '../lib/paths.ts';
import { createSiteApp } from './tenant-site-app.ts';


export interface RunningServer {
  port: number;
  close(): Promise<void>;
}

/** Cars of each tenant by id and by slug, for the functions' car lookups. */
async function stockLookup(tenants: Tenant[]): Promise<(slug: string, idOrSlug: string | number) => Car | undefined> {
  const byTenant = new Map<string, Map<string, Car>>();
  for (const tenant of tenants) {
    const { cars } = await loadStock(tenant);
    const index = new Map<string, Car>();
    for (const car of cars) {
      index.set(String(car.id), car);
      index.set(car.slug, car);
    }
    byTenant.set(tenant.slug, index);
  }
  return (slug, idOrSlug) => byTenant.get(slug)?.get(String(idOrSlug));
}

/**
 * Serves the built tenants and the functions on one origin per tenant, on loopback (IPv4 and
 * IPv6, so '<slug>.localhost' works whichever the browser picks).
 */
export async function startServer(options: {
  port: number;
  tenants: Tenant[];
  env: NodeJS.ProcessEnv;
  dataDir?: string;
  /** Where the functions' log lines go (default: stdout and stderr). */
  logger?: Logger;
}): Promise<RunningServer> {
  const functions = await startFunctions({
    tenants: options.tenants,
    getCar: await stockLookup(options.tenants),
    env: options.env,
    dataDir: options.dataDir ?? DATA_DIR,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const app = createSiteApp({ distDir: DIST_DIR, tenants: options.tenants, functions: functions.app, port: options.port });
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
