import type { Tenant } from '../../config/load-tenant.ts';
import { sweepReservations, type LifecycleDeps } from '../reservations/lifecycle.ts';
import { tenantLiveState } from './stock-changes-store.ts';
import { hasLiveFeed, syncStockFeed, type SyncDeps } from './stock-sync.ts';
import { pushLiveState, typesenseTarget } from './typesense-push.ts';

export interface LiveStockOptions {
  /** Releases lapsed holds and retries refunds this often. Default: 1 min. */
  sweepEveryMs?: number;
  /** Polls each tenant's stock feed this often; Infinity never. Default: 5 min (STOCK_SYNC_MINUTES). */
  syncEveryMs?: number;
  /** Admin key for the Typesense collections of tenants that search on Typesense (TYPESENSE_API_KEY). */
  typesenseApiKey?: string | undefined;
  fetch?: typeof fetch;
}

/**
 * One round of live stock work: release lapsed holds (refunds as each dealer's policy says), then each tenant's
 * `tenantRound`. A tenant's failure is logged and never stops the others.
 */
export async function liveStockRound(
  deps: LifecycleDeps & SyncDeps,
  options: LiveStockOptions & { syncFeeds: boolean },
  pushed: Map<string, Set<string>>,
): Promise<void> {
  const swept = await sweepReservations(deps, deps.clock());
  if (swept.released > 0 || swept.refunds > 0) deps.logger.info('reservations.swept', swept);
  for (const tenant of deps.tenants) await tenantRound(deps, tenant, options, pushed);
}

/**
 * A tenant's part of a round: poll its feed when `syncFeeds`, then push its live state into its Typesense collection
 * (`pushed`: the ids the last push changed, per tenant). Failures are logged, never thrown; answers whether both went well.
 */
export async function tenantRound(
  deps: SyncDeps,
  tenant: Tenant,
  options: LiveStockOptions & { syncFeeds: boolean },
  pushed: Map<string, Set<string>>,
): Promise<boolean> {
  const synced = await step(deps, tenant, 'stock.sync_failed', async () => {
    if (options.syncFeeds && hasLiveFeed(tenant)) await syncStockFeed(deps, tenant);
  });
  const target = typesenseTarget(tenant, options.typesenseApiKey, options.fetch);
  if (!target) return synced;
  const pushedOk = await step(deps, tenant, 'stock.push_failed', async () => {
    const state = await tenantLiveState(deps.store, tenant.slug, deps.clock());
    const result = await pushLiveState(target, state, pushed.get(tenant.slug) ?? new Set(), (id) =>
      deps.getCar(tenant.slug, id),
    );
    pushed.set(tenant.slug, result.pushed);
    if (result.refused.length > 0)
      deps.logger.warn('stock.push_refused', { tenant: tenant.slug, refused: result.refused.length });
  });
  return synced && pushedOk;
}

async function step(deps: SyncDeps, tenant: Tenant, failure: string, work: () => Promise<void>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (error) {
    deps.logger.error(failure, { tenant: tenant.slug, error: error instanceof Error ? error.message : 'unknown' });
    return false;
  }
}

/** Runs `liveStockRound` every `sweepEveryMs` (feeds every `syncEveryMs`), one round at a time; `stop()` waits for the current one. */
export function scheduleLiveStock(
  deps: LifecycleDeps & SyncDeps,
  options: LiveStockOptions = {},
): { stop(): Promise<void> } {
  const sweepEvery = options.sweepEveryMs ?? 60_000;
  const syncEvery = options.syncEveryMs ?? 5 * 60_000;
  const pushed = new Map<string, Set<string>>();
  let lastSync = -Infinity;
  let current: Promise<void> = Promise.resolve();
  const tick = () => {
    const syncFeeds = Number.isFinite(syncEvery) && deps.clock() - lastSync >= syncEvery;
    if (syncFeeds) lastSync = deps.clock();
    current = current
      .then(() => liveStockRound(deps, { ...options, syncFeeds }, pushed))
      .catch((error: unknown) => {
        deps.logger.error('stock.round_failed', { error: error instanceof Error ? error.message : 'unknown' });
      });
  };
  tick();
  const timer = setInterval(tick, sweepEvery);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}

/** STOCK_SYNC_MINUTES: minutes between feed polls (default 5; 0 turns polling off); anything else refuses to start. */
export function syncEveryFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.STOCK_SYNC_MINUTES ?? '5';
  const minutes = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(minutes) || minutes < 0)
    throw new Error(`STOCK_SYNC_MINUTES must be a number of minutes (0 turns feed polling off), not '${raw}'.`);
  return minutes === 0 ? Infinity : minutes * 60_000;
}
