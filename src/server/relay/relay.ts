import type { Tenant } from '../../config/load-tenant.ts';
import type { Channel } from '../leads/lead-store.ts';
import { errorFields, type Logger } from '../ops/logger.ts';
import type { Db } from '../store/db.ts';
import { DEFAULT_RETRY, retryDelay, type RetryPolicy } from './backoff.ts';
import {
  claimDue,
  markDead,
  markDelivered,
  markRetry,
  releaseClaim,
  type Delivery,
  type Lane,
} from './outbox-store.ts';
import type { Sender } from './senders.ts';

export interface RelayOptions {
  db: Db;
  tenants: readonly Tenant[];
  senders: Partial<Record<Channel, Sender>>;
  /** Only deliveries on these channels are claimed (default: all), e.g. no e-mail where SMTP cannot be reached. */
  channels?: readonly Channel[];
  logger: Logger;
  clock?: () => number;
  retry?: Partial<RetryPolicy>;
  /** Idle wait between polls in ms. Default: 1000. */
  pollMs?: number;
  /** How long a claimed delivery stays reserved for this worker; longer than the delivery timeout. Default: 60 s. */
  leaseMs?: number;
  /** Longest one delivery may take before it counts as failed and is retried. Default: 30 s. */
  deliveryTimeoutMs?: number;
  /** Deliveries in flight at once, all tenants. Default: 20. */
  maxInFlight?: number;
  /** Deliveries in flight at once for one tenant's channel, so one stuck receiver cannot take every slot. Default: 4. */
  maxInFlightPerLane?: number;
  /** Called when a delivery is given up (also logged as 'lead.dead_lettered'). */
  onDeadLetter?: (delivery: { lead_id: string; channel: Channel; error: string }) => void;
}

export interface Relay {
  /** Looks for due deliveries now instead of after the poll interval. */
  wake(): void;
  /** Claims what is due (within the free slots) and waits for those deliveries; answers how many were attempted. */
  runOnce(): Promise<number>;
  /** Stops claiming, then waits for the deliveries in flight. */
  stop(): Promise<void>;
}

/** Deliveries to one receiver share a lane: one tenant's channel. */
const laneKey = (delivery: Delivery): string => `${delivery.lead.tenant}\u0000${delivery.channel}`;

/** Rejects after `ms` unless the work settles first. */
async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`delivery timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The outbox relay: delivers queued leads to the tenants' channels until stopped. Every delivery
 * runs on its own with a timeout; the relay claims more as slots free up, never waiting for a
 * slow receiver before serving the others.
 */
export function startRelay(options: RelayOptions, { autoStart = true } = {}): Relay {
  const clock = options.clock ?? Date.now;
  const policy = { ...DEFAULT_RETRY, ...options.retry };
  const tenants = new Map(options.tenants.map((t) => [t.slug, t]));
  // Rows of other tenants (served by another deployment) stay queued for the relay that serves them.
  const only = { tenants: [...tenants.keys()], channels: options.channels };
  const timeoutMs = options.deliveryTimeoutMs ?? 30_000;
  const maxInFlight = options.maxInFlight ?? 20;
  const perLane = options.maxInFlightPerLane ?? 4;
  const inFlight = new Set<Promise<void>>();
  const lanes = new Map<string, { lane: Lane; n: number }>();
  const busy = (key: string): number => lanes.get(key)?.n ?? 0;
  let running = autoStart;
  let wakeUp: (() => void) | undefined;
  // A wake during a claim (a lead committed, a slot freed) makes the loop look again at once.
  let woken = false;
  const wake = () => {
    woken = true;
    wakeUp?.();
  };

  const deliver = async (delivery: Delivery) => {
    const { lead, channel } = delivery;
    const tenant = tenants.get(lead.tenant);
    const sender = options.senders[channel];
    try {
      if (!tenant) throw new Error('tenant no longer served');
      if (!sender) throw new Error(`no ${channel} sender configured`);
      await withTimeout(sender(lead, tenant, delivery.id, clock()), timeoutMs);
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

  /** Starts one delivery in its own slot; the slot frees (and wakes the loop) when it settles. */
  const launch = (delivery: Delivery): Promise<void> => {
    const key = laneKey(delivery);
    lanes.set(key, { lane: { tenant: delivery.lead.tenant, channel: delivery.channel }, n: busy(key) + 1 });
    const task: Promise<void> = deliver(delivery)
      .catch((error: unknown) =>
        options.logger.error('relay.delivery_crashed', { lead_id: delivery.lead.id, ...errorFields(error) }),
      )
      .finally(() => {
        inFlight.delete(task);
        const entry = lanes.get(key);
        if (entry && entry.n > 1) entry.n--;
        else lanes.delete(key);
        wake();
      });
    inFlight.add(task);
    return task;
  };

  /** Claims due deliveries for the free slots, skipping lanes already at their limit; starts them. */
  const claimAndLaunch = async (): Promise<Promise<void>[]> => {
    const free = maxInFlight - inFlight.size;
    if (free <= 0) return [];
    const full = [...lanes.values()].filter((entry) => entry.n >= perLane).map((entry) => entry.lane);
    const due = await claimDue(options.db, clock(), options.leaseMs ?? 60_000, free, full, only);
    const started: Promise<void>[] = [];
    for (const delivery of due) {
      // One claim may hold more rows of a lane than the lane has slots: the rest go back at once.
      if (busy(laneKey(delivery)) >= perLane) await releaseClaim(options.db, delivery.id);
      else started.push(launch(delivery));
    }
    return started;
  };

  const loop = async () => {
    while (running) {
      woken = false;
      const started = await claimAndLaunch().catch((error: unknown) => {
        options.logger.error('relay.round_failed', errorFields(error));
        return [];
      });
      if (!running) break;
      if (started.length === 0 && !woken) {
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
    wake,
    async runOnce() {
      const started = await claimAndLaunch();
      await Promise.all(started);
      return started.length;
    },
    async stop() {
      running = false;
      wakeUp?.();
      await looping;
      await Promise.all(inFlight);
    },
  };
}
