// Runs one autocannon load in a process of its own (so the client does not share the server's
// event loop) and prints its figures as one JSON line. Argument: the path of a LoadJob JSON file.
import { readFileSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** One load run: a route, its headers, and the bodies sent in turn (one per request, wrapping around). */
export interface LoadJob {
  url: string;
  path: string;
  headers: Record<string, string>;
  bodies: string[];
  connections: number;
  /** Seconds to run; or `amount` requests in total. */
  duration?: number;
  amount?: number;
  /** A field of 2xx JSON answers to collect (e.g. 'lead_id'), written one per line to `collectFile`. */
  collect?: { field: string; file: string };
}

/** What the client reports. Latencies in ms. */
export interface LoadFigures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  seconds: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}

const path = process.argv[2];
if (path) {
  const job = JSON.parse(readFileSync(path, 'utf8')) as LoadJob;
  let next = 0;
  const collected: string[] = [];
  const collect = job.collect;
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    ...(job.amount ? { amount: job.amount } : { duration: job.duration ?? 10 }),
    requests: [
      {
        method: 'POST',
        path: job.path,
        headers: job.headers,
        setupRequest: (request) => ({ ...request, body: job.bodies[next++ % job.bodies.length] ?? '' }),
        ...(collect
          ? {
              onResponse: (status: number, body: string) => {
                if (status >= 200 && status < 300)
                  collected.push(String((JSON.parse(body) as Record<string, unknown>)[collect.field]));
              },
            }
          : {}),
      },
    ],
  });
  if (collect) writeFileSync(collect.file, collected.join('\n'));
  const figures: LoadFigures = {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    seconds: result.duration,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodeStats: result.statusCodeStats,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}
