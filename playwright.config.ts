import { isAbsolute, join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** End-to-end tests drive Debian's Chromium against the built tenants and the running functions. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4400);
/** Chromium flag: Google's tag and analytics hosts fail to resolve, so no test reaches them. */
export const GOOGLE_TAG_HOSTS_UNRESOLVED =
  '--host-resolver-rules=MAP *.googletagmanager.com ~NOTFOUND, MAP *.google-analytics.com ~NOTFOUND, MAP *.analytics.google.com ~NOTFOUND';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The functions' data folder during e2e runs (tests read leads and SMS codes from it). */
const dataDir = process.env.DATA_DIR ?? '.data/e2e';
export const E2E_DATA_DIR = isAbsolute(dataDir) ? dataDir : join(import.meta.dirname, dataDir);
/** Signing secret of harbourside's webhook during e2e runs (a test value; real ones live only in the environment). */
export const E2E_WEBHOOK_SECRET =
  process.env.HARBOURSIDE_WEBHOOK_SECRET ??
  `whsec_${Buffer.from('e2e-harbourside-webhook-signing-key').toString('base64')}`;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry in CI only, reported as 'flaky' in its summary: headless Chromium on a loaded 2-core machine once stopped
  // producing frames mid-test (a phone-width scroll waited 2 minutes on a frame). Every flaky report is a defect to fix.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    headless: true,
    // Traces keep DOM snapshots but no screencast: in every run that recorded screenshots, a car page at phone width
    // sometimes stopped producing frames about 6 s in (its last screencast frame), so rAF, IntersectionObserver and the
    // client:visible islands never ran. Recording costs each test its snapshots (the run keeps both cores busy), so CI
    // records only the retry, which a flaky or failing test always has; locally a failure keeps its trace.
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false, snapshots: true },
    // A click or a navigation that cannot happen fails with its own message instead of using up the test's time.
    actionTimeout: 45_000,
    navigationTimeout: 60_000,
    launchOptions: {
      executablePath: chromium,
      // A tenant may name a Google tag: its hosts never resolve in tests (the analytics spec routes the tag URL locally).
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-gpu',
        '--no-first-run',
        '--disable-sync',
        GOOGLE_TAG_HOSTS_UNRESOLVED,
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    command: 'node scripts/start.ts',
    url: `http://localhost:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 300_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      NODE_ENV: 'test',
      HARBOURSIDE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
      // Every test shopper is one client (127.0.0.1): the per-client budgets would throttle the suite itself. The limits are
      // proven from separate client addresses through the real server in src/server/abuse/.
      WRITES_PER_CLIENT_PER_MINUTE: '100000',
      WRITES_PER_TENANT_PER_MINUTE: '100000',
      LOOKUPS_PER_CLIENT_PER_MINUTE: '100000',
      VERIFY_SENDS_PER_IP_PER_HOUR: '100000',
    },
  },
});
