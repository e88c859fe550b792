import { describe, expect, it } from 'vitest';
import { progressReporter } from './progress-reporter.ts';

/** Runs a reporter on a fake clock ticking every `tickMs`, returning [time, line] for every line printed. */
function simulate(
  tickMs: number,
  untilMs: number,
  script: (at: number, r: ReturnType<typeof progressReporter>) => void,
) {
  let now = 0;
  const lines: [number, string][] = [];
  const reporter = progressReporter({ print: (line) => lines.push([now, line]), now: () => now });
  for (; now <= untilMs; now += tickMs) {
    script(now, reporter);
    reporter.tick();
  }
  return lines;
}

describe('progress lines (issue 16: a progress line at least every 5 s)', () => {
  it('prints a step when it starts and then every 5 s while it runs, with its current status', () => {
    let pages = 0;
    const lines = simulate(1000, 20_000, (at, r) => {
      if (at === 0) r.start('outback-rv', () => `outback-rv: ${pages} pages written`);
      pages = at / 100;
    });
    expect(lines).toEqual([
      [0, 'outback-rv: 0 pages written'],
      [5000, 'outback-rv: 50 pages written'],
      [10_000, 'outback-rv: 100 pages written'],
      [15_000, 'outback-rv: 150 pages written'],
      [20_000, 'outback-rv: 200 pages written'],
    ]);
  });

  it('never leaves more than 5 s between lines while any step runs, with ticks every second', () => {
    const lines = simulate(1000, 60_000, (at, r) => {
      if (at === 0) r.start('media', () => 'media');
      if (at === 12_000) r.finish('media');
      if (at === 12_000) r.start('outback-rv', () => 'outback-rv');
      if (at === 14_000) r.start('coastal-toyota', () => 'coastal-toyota');
      if (at === 41_000) r.finish('outback-rv');
      if (at === 58_000) r.finish('coastal-toyota');
    });
    const times = lines.map(([at]) => at);
    const gaps = times.slice(1).map((at, i) => at - (times[i] ?? 0));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(5000);
    expect(times.at(-1)).toBeGreaterThanOrEqual(53_000);
  });

  it('stays within 5 s when ticks come at uneven times, printing a tick early rather than late', () => {
    let now = 0;
    const lines: number[] = [];
    const reporter = progressReporter({ print: () => lines.push(now), now: () => now });
    reporter.start('harbourside', () => 'harbourside');
    // Ticks at most a second apart, at uneven gaps (0.6 to 1 s).
    for (let n = 1; n <= 60; n++) {
      now += 600 + ((n * 7) % 5) * 100;
      reporter.tick();
    }
    const gaps = lines.slice(1).map((at, i) => at - (lines[i] ?? 0));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(5000);
    expect(now - (lines.at(-1) ?? 0)).toBeLessThanOrEqual(5000);
  });

  it('prints nothing for a finished step', () => {
    const lines = simulate(1000, 30_000, (at, r) => {
      if (at === 0) r.start('media', () => 'media');
      if (at === 3000) r.finish('media');
    });
    expect(lines).toEqual([[0, 'media']]);
  });

  it('keeps to a shorter cadence when asked', () => {
    let now = 0;
    const lines: number[] = [];
    const reporter = progressReporter({ print: () => lines.push(now), now: () => now, everyMs: 2000, tickMs: 500 });
    reporter.start('x', () => 'x');
    for (now = 500; now <= 6000; now += 500) reporter.tick();
    expect(lines).toEqual([0, 2000, 4000, 6000]);
  });
});
