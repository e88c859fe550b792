import type { Tenant } from '../../config/load-tenant.ts';
import type { Channel } from '../leads/lead-store.ts';
import type { Logger } from '../ops/logger.ts';
import type { Db } from '../store/db.ts';
import { DEFAULT_RETRY, retryDelay, type RetryPolicy } from './backoff.ts';
import { claimDue, markDead, markDelivered, markRetry, type Delivery } from './outbox-store.ts';
import type { Sender } from './senders.ts';

export interface RelayOptions {
  db: Db;
  tenants: readonly Tenant[];
  senders: Partial<Record<Channel, Sender>>;
  logger: Logger;
  clock?: () => number;
  retry?: Partial<RetryPolicy>;
  /** Idle wait between polls in ms. Default: 1000. */
  pollMs?: number;
  /** How long a claimed delivery stays reserved for this worker. Default: 60 s. */
  leaseMs?: number;
  /** Deliveries per round. Default: 20. */
  batch?: number;
  /** Called when a delivery is given up (also logged as 'lead.dead_lettered'). */
  onDeadLetter?: (delivery: { lead_id: string; channel: Channel; error: string }) => void;
}

export interface Relay {
  /** Starts the next round now instead of after the poll interval. */
  wake(): void;
  /** Runs one round; answers the number of deliveries attempted. */
  runOnce(): Promise<number>;
  /** Stops polling after finishing the delivery under way. */
  stop(): Promise<void>;
}

/** The outbox relay: delivers queued leads to the tenants' channels until stopped. */
export function startRelay(options: RelayOptions, { autoStart = true } = {}): Relay {
  const clock = options.clock ?? Date.now;
  const policy = { ...DEFAULT_RETRY, ...options.retry };
  const tenants = new Map(options.tenants.map((t) => [t.slug, t]));
  let running = autoStart;
  let wakeUp: (() => void) | undefined;
  // A wake that arrives during a round (a lead committed after the claim) starts the next round at once.
  let woken = false;
  let current: Promise<unknown> = Promise.resolve();

  const deliver = async (delivery: Delivery) => {
    const { lead, channel } = delivery;
    const tenant = tenants.get(lead.tenant);
    const sender = options.senders[channel];
    try {
      if (!tenant) throw new Error('tenant no longer served');
      if (!sender) throw new Error(`no ${channel} sender configured`);
      await sender(lead, tenant, delivery.id, clock());
      await markDelivered(options.db, delivery.id, clock());
      options.logger.info('lead.delivered', { lead_id: lead.id, channel, attempts: delivery.attempts + 1 });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const now = clock();
      const nextAt = now + retryDelay(policy, delivery.attempts + 1);
      if (nextAt - delivery.created_at > policy.horizonMs) {
        await markDead(options.db, delivery.id, message);
        options.logger.error('lead.dead_lettered', { lead_id: lead.id, channel, attempts: delivery.attempts + 1 });
        options.onDeadLetter?.({ lead_id: lead.id, channel, error: message });
      } else {
        await markRetry(options.db, delivery.id, nextAt, message);
        options.logger.warn('lead.delivery_failed', { lead_id: lead.id, channel, attempts: delivery.attempts + 1 });
      }
    }
  };

  const runOnce = async () => {
    const due = await claimDue(options.db, clock(), options.leaseMs ?? 60_000, options.batch ?? 20);
    await Promise.all(due.map(deliver));
    return due.length;
  };

  const loop = async () => {
    while (running) {
      woken = false;
      const round = runOnce().catch((error: unknown) => {
        options.logger.error('relay.round_failed', { error: error instanceof Error ? error.name : 'unknown' });
        return 0;
      });
      current = round;
      const attempted = await round;
      if (!running) break;
      if (attempted === 0 && !woken) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, options.pollMs ?? 1000);
          wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wakeUp = undefined;
      }
    }
  };
  const looping = autoStart ? loop() : Promise.resolve();

  return {
    wake: () => {
      woken = true;
      wakeUp?.();
    },
    runOnce,
    async stop() {
      running = false;
      wakeUp?.();
      await current;
      await looping;
    },
  };
}
