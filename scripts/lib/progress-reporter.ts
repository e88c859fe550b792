/** What a long step says about itself when asked: one line, e.g. 'outback-rv: 212 pages written, 31 s'. */
export type StatusLine = () => string;

export interface ProgressReporter {
  /** Starts reporting a step: its status is printed now and then at most `everyMs` apart until it finishes. */
  start(key: string, status: StatusLine): void;
  finish(key: string): void;
  /** Prints the status of every running step last printed `everyMs` or more ago; call it about once a second. */
  tick(): void;
}

/**
 * A progress line for each running step at least every `everyMs` (default 5 s), given ticks at most `tickMs`
 * (default 1 s) apart: a step is printed at the last tick before its line would be overdue. The clock and the
 * printer are the caller's, so the cadence is testable without waiting.
 */
export function progressReporter(options: {
  print: (line: string) => void;
  now: () => number;
  everyMs?: number;
  tickMs?: number;
}): ProgressReporter {
  const everyMs = options.everyMs ?? 5000;
  const tickMs = options.tickMs ?? 1000;
  const running = new Map<string, { status: StatusLine; printedAt: number }>();
  const print = (key: string, step: { status: StatusLine; printedAt: number }) => {
    step.printedAt = options.now();
    options.print(step.status());
    running.set(key, step);
  };
  return {
    start: (key, status) => print(key, { status, printedAt: 0 }),
    finish: (key) => running.delete(key),
    tick: () => {
      for (const [key, step] of running) if (options.now() - step.printedAt + tickMs > everyMs) print(key, step);
    },
  };
}

const TICK_MS = 1000;

/**
 * The reporter on the real clock and console, ticking every second until `stop()` (the timer never keeps the
 * process alive on its own).
 */
export function consoleProgress(everyMs?: number): ProgressReporter & { stop(): void } {
  const reporter = progressReporter({
    print: (line) => console.log(line),
    now: () => performance.now(),
    tickMs: TICK_MS,
    ...(everyMs === undefined ? {} : { everyMs }),
  });
  const timer = setInterval(() => reporter.tick(), TICK_MS);
  timer.unref();
  return { ...reporter, stop: () => clearInterval(timer) };
}

/** Whole seconds since `startedAt` (a performance.now() reading), for status lines. */
export const secondsSince = (startedAt: number): string => `${Math.round((performance.now() - startedAt) / 1000)} s`;
