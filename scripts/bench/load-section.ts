import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { loadAllTenants } from '../../src/config/load-tenant.ts';
import { runJsonChild } from '../lib/json-child.ts';
import { ROOT } from '../lib/paths.ts';
import { startBenchServer } from './bench-server.ts';
import { LOAD_BUDGETS } from './budgets.ts';
import type { LoadFigures, LoadJob } from './load-client.ts';
import {
  benchMobile,
  codesFromOutbox,
  enquiryPayload,
  summariseStatuses,
  type StatusSummary,
} from './load-payloads.ts';
import type { BenchContext, SectionResult } from './section.ts';
import { round } from './stats.ts';
import { formatTable } from './table.ts';
import { check, type Check } from './verdict.ts';

const TENANT = 'harbourside';
/** Codes seeded for the verify-check run are at most this many (one code per mobile). */
const MAX_SEEDED_CODES = 200_000;

interface RouteRun {
  route: string;
  figures: LoadFigures;
  statuses: StatusSummary;
  /** Rows the run added to the store; null when the route's rows are not counted. */
  rowsStored: number | null;
  /** Acknowledged (2xx) ids not found in the store; null when the answers carry no id. */
  acknowledgedMissing: number | null;
}

/** autocannon in a child process (so the client never competes with the server's event loop). */
function runClient(job: LoadJob, tempDir: string): Promise<LoadFigures> {
  const jobFile = join(tempDir, `load-job-${Date.now()}.json`);
  writeFileSync(jobFile, JSON.stringify(job));
  return runJsonChild<LoadFigures>(join(ROOT, 'scripts', 'bench', 'load-client.ts'), [jobFile], {
    cwd: ROOT,
    env: process.env,
  });
}

/** Rows matching `where` in the functions' SQLite store (read-only connection, WAL lets it read alongside the server). */
function countRows(dataDir: string, table: 'leads' | 'verifications', where: string, value: string): number | null {
  const file = join(dataDir, 'functions.sqlite');
  if (!existsSync(file)) return null;
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return Number((db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where} = ?`).get(value) as { n: number }).n);
  } finally {
    db.close();
  }
}

/** How many of `ids` are not rows of `leads`. */
function missingLeads(dataDir: string, ids: readonly string[]): number {
  const db = new DatabaseSync(join(dataDir, 'functions.sqlite'), { readOnly: true });
  try {
    const find = db.prepare('SELECT 1 FROM leads WHERE id = ?');
    return ids.filter((id) => find.get(id) === undefined).length;
  } finally {
    db.close();
  }
}

/**
 * autocannon (in a child process) against the functions of an in-process startServer on loopback,
 * SQLite store in the run's fresh DATA_DIR: POST /api/leads with valid harbourside enquiries, then
 * POST /api/verify/check with codes seeded through POST /api/verify/send (per-IP send limit raised
 * with VERIFY_SENDS_PER_IP_PER_HOUR, write throttles with WRITES_PER_*; one mobile per code, so the per-phone limits never bite).
 * Checks p99, no 5xx, and that every 2xx left exactly one row in the store.
 */
export async function runLoadSection(context: BenchContext): Promise<SectionResult> {
  const { options, dataDir, tempDir } = context;
  const tenant = loadAllTenants().tenants.find((t) => t.slug === TENANT);
  if (!tenant) throw new Error(`the load section needs the ${TENANT} tenant`);
  // One autocannon client stands for thousands of shoppers: its per-client and per-tenant budgets are raised.
  const unlimited = String(1_000_000_000);
  const server = await startBenchServer([tenant], dataDir, {
    ...process.env,
    VERIFY_SENDS_PER_IP_PER_HOUR: unlimited,
    WRITES_PER_CLIENT_PER_MINUTE: unlimited,
    WRITES_PER_TENANT_PER_MINUTE: unlimited,
  });
  const host = `${TENANT}.localhost:${server.port}`;
  const base = {
    url: `http://127.0.0.1:${server.port}`,
    connections: options.connections,
    headers: { host, 'content-type': 'application/json', origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
  };
  const runs: RouteRun[] = [];
  const record = (
    route: string,
    figures: LoadFigures,
    rowsStored: number | null,
    acknowledgedMissing: number | null = null,
  ) => {
    const run = {
      route,
      figures,
      statuses: summariseStatuses(figures.statusCodeStats),
      rowsStored,
      acknowledgedMissing,
    };
    runs.push(run);
    console.log(`  ${route}: ${figures.requests} requests, ${round(figures.rps)} req/s, p99 ${figures.p99} ms`);
    return run;
  };
  try {
    const leadsBefore = countRows(dataDir, 'leads', 'tenant', TENANT) ?? 0;
    const idsFile = join(tempDir, 'lead-ids.txt');
    const leads = await runClient(
      {
        ...base,
        path: '/api/leads',
        bodies: [JSON.stringify(enquiryPayload(tenant))],
        duration: options.duration,
        collect: { field: 'lead_id', file: idsFile },
      },
      tempDir,
    );
    const leadsStored = (countRows(dataDir, 'leads', 'tenant', TENANT) ?? 0) - leadsBefore;
    const acknowledged = readFileSync(idsFile, 'utf8').split('\n').filter(Boolean);
    record('POST /api/leads', leads, leadsStored, missingLeads(dataDir, acknowledged));

    // Enough codes for the check run to send only fresh, correct codes (estimated from the leads rate).
    const seeded = Math.min(MAX_SEEDED_CODES, Math.max(1000, Math.round(leads.rps * options.duration * 1.5)));
    const mobiles = Array.from({ length: seeded }, (_, i) => benchMobile(i));
    const send = await runClient(
      { ...base, path: '/api/verify/send', bodies: mobiles.map((phone) => JSON.stringify({ phone })), amount: seeded },
      tempDir,
    );
    record(`POST /api/verify/send (seeding ${seeded} codes)`, send, null);
    const outbox = join(dataDir, 'sms-outbox.jsonl');
    const codes = codesFromOutbox(existsSync(outbox) ? readFileSync(outbox, 'utf8') : '');
    const bodies = mobiles
      .filter((phone) => codes.has(phone))
      .map((phone) => JSON.stringify({ phone, code: codes.get(phone) }));
    if (bodies.length === 0) throw new Error('no verification code reached the development SMS outbox');
    const verifiedBefore = countRows(dataDir, 'verifications', 'verification_type', 'verify') ?? 0;
    const checkRun = await runClient(
      { ...base, path: '/api/verify/check', bodies, duration: options.duration },
      tempDir,
    );
    const verified = (countRows(dataDir, 'verifications', 'verification_type', 'verify') ?? 0) - verifiedBefore;
    record('POST /api/verify/check', checkRun, verified);
    if (checkRun.requests > bodies.length)
      console.log(
        `  note: ${checkRun.requests - bodies.length} checks re-sent a used code (400) after the ${bodies.length} seeded codes ran out`,
      );
  } finally {
    await server.close();
  }

  console.log(
    `\n${formatTable(
      `Functions under load: autocannon, ${options.connections} connections, SQLite store, loopback (latency ms)`,
      [
        'route',
        'requests',
        'req/s',
        'p50',
        'p99',
        'max',
        '2xx',
        'non-2xx',
        '429',
        'other 4xx',
        '5xx',
        'errors',
        'rows stored',
        '2xx not stored',
      ],
      runs.map((r) => [
        r.route,
        r.figures.requests,
        round(r.figures.rps),
        r.figures.p50,
        r.figures.p99,
        r.figures.max,
        r.statuses.ok2xx,
        r.statuses.non2xx,
        r.statuses.tooMany429,
        r.statuses.other4xx,
        r.statuses.server5xx,
        r.figures.errors + r.figures.timeouts,
        r.rowsStored,
        r.acknowledgedMissing,
      ]),
    )}`,
  );
  const checks: Check[] = [];
  for (const run of runs.filter((r) => r.rowsStored !== null)) {
    checks.push(check('load', run.route, 'p99 latency', run.figures.p99, LOAD_BUDGETS.p99Ms));
    checks.push(check('load', run.route, '5xx responses', run.statuses.server5xx, LOAD_BUDGETS.errors5xx));
    // autocannon stops at the deadline with up to one request per connection in flight, and gives up
    // on requests after 10 s (counted as errors): the server may commit those without the answer
    // being counted, never the other way round.
    const unanswered = (run.rowsStored ?? 0) - run.statuses.ok2xx;
    const inFlight = options.connections + run.figures.errors + run.figures.timeouts;
    checks.push(check('load', run.route, 'rows stored ≥ 2xx', unanswered, { min: 0, unit: 'rows' }));
    checks.push(
      check('load', run.route, 'rows stored − 2xx (in flight or timed out)', unanswered, {
        max: inFlight,
        unit: 'rows',
      }),
    );
    if (run.acknowledgedMissing !== null)
      checks.push(
        check('load', run.route, 'acknowledged leads not stored', run.acknowledgedMissing, { max: 0, unit: '' }),
      );
  }
  return { data: { connections: options.connections, duration: options.duration, routes: runs }, checks };
}
