import { test } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_WEBHOOK_SECRET } from '../../playwright.config.ts';
import { freePort } from '../../scripts/bench/bench-server.ts';
import { readBuiltFunctions } from '../../scripts/lib/functions-artifacts.ts';
import { DIST_DIR } from '../../scripts/lib/paths.ts';
import { startServer } from '../../scripts/serve/start-server.ts';
import type { CarLite } from '../../src/features/forms/rules/car-lite.ts';
import { jsonLogger } from '../../src/server/ops/logger.ts';
import { devPaymentProvider } from '../../src/server/payments/dev-provider.ts';
import type { PaymentProvider } from '../../src/server/payments/payment-provider.ts';
import { sweepReservations } from '../../src/server/reservations/lifecycle.ts';
import { openStore } from '../../src/server/store/open-store.ts';
import { testClock } from '../support/server/harness.ts';
import { builtFixture, type FixtureSlug } from './fixture-site.ts';

/** The prerendered cars of a built tenant's first search page, in order (their ids). */
export function firstSearchPageIds(slug: string, distDir = DIST_DIR): number[] {
  const html = readFileSync(join(distDir, slug, 'search', 'new-used-and-demo-cars', 'index.html'), 'utf8');
  return [...html.matchAll(/<article[^>]*class="car-card[^"]*"[^>]*data-car-id="(\d+)"/g)].map((m) => Number(m[1]));
}

/** A built tenant's /data/cars-lite.json. */
export function builtCarsLite(slug: string, distDir = DIST_DIR): CarLite[] {
  return JSON.parse(readFileSync(join(distDir, slug, 'data', 'cars-lite.json'), 'utf8')) as CarLite[];
}

/**
 * `npm start`'s server (startServer: the built sites of `slugs` and the functions) in the test's own process, for the
 * tests that need what the shared e2e server cannot give: its own store (a fresh data folder), a clock the test
 * moves (`clock`: the functions and their live stock schedule read it), a payment provider of the test's choosing,
 * or another folder of built sites (`distDir`). The browser reaches it at `origin(slug)`.
 */
export async function ownServer(options: {
  slugs: string[];
  distDir?: string;
  payments?: PaymentProvider;
  env?: Record<string, string>;
}) {
  const distDir = options.distDir ?? DIST_DIR;
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-own-server-'));
  const clock = testClock(Date.now());
  const built = readBuiltFunctions(distDir);
  const tenants = built.tenants.filter((t) => options.slugs.includes(t.slug));
  const log: string[] = [];
  const server = await startServer({
    port: await freePort(),
    functions: { tenants, getCar: built.getCar },
    env: { NODE_ENV: 'test', HARBOURSIDE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET, ...options.env },
    dataDir,
    distDir,
    clock: clock.now,
    logger: jsonLogger((line) => log.push(line)),
    ...(options.payments ? { payments: options.payments } : {}),
  });
  const store = await openStore({ dataDir });
  return {
    port: server.port,
    dataDir,
    clock,
    store,
    /** The functions' log lines (JSON), for a failing test's report. */
    log,
    origin: (slug: string) => `http://${slug}.localhost:${server.port}`,
    /** What the schedule does every minute: release lapsed holds (refunds as each dealer's policy says), at the clock's time. */
    sweep: () =>
      sweepReservations(
        { store, tenants, logger: jsonLogger(() => {}), payments: options.payments ?? devPaymentProvider },
        clock.now(),
      ),
    close: async () => {
      await store.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fixture tenant for the spec file: built (global-setup.ts built it before the run, so this finds it up to date)
 * and served by its own server, started before the file's tests in this worker and closed after them. Answers a
 * getter for the fixture's folders and the server, to call inside the tests.
 */
export function fixtureSiteForFile(slug: FixtureSlug): () => {
  fixture: Awaited<ReturnType<typeof builtFixture>>;
  site: Awaited<ReturnType<typeof ownServer>>;
} {
  let started: { fixture: Awaited<ReturnType<typeof builtFixture>>; site: Awaited<ReturnType<typeof ownServer>> };
  test.beforeAll(async () => {
    // A fixture changed since its last build builds here (a few cars; minutes on a busy machine).
    test.setTimeout(600_000);
    const fixture = await builtFixture(slug);
    started = { fixture, site: await ownServer({ slugs: [slug], distDir: fixture.distDir }) };
  });
  test.afterAll(async () => started?.site.close());
  return () => {
    if (!started) throw new Error(`the fixture site ${slug} did not start (see beforeAll)`);
    return started;
  };
}
