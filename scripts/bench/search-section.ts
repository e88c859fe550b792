import { benchEngine } from '../../src/features/search/build/bench.ts';
import { FIRST_INTERACTION_BUDGETS, SEARCH_BUDGETS } from './budgets.ts';
import { measureFirstInteractions } from './first-interaction.ts';
import { builtTenants } from './lighthouse-section.ts';
import { INTERACTION_KINDS, measureInBrowser } from './search-browser.ts';
import {
  indexBudgetBytes,
  interactionLimitFor,
  typesenseThreshold,
  type SizeVerdictInput,
} from './search-threshold.ts';
import type { BenchContext, SectionResult } from './section.ts';
import { formatTable } from './table.ts';
import { check, type Check } from './verdict.ts';

const LIMITS = { ...SEARCH_BUDGETS, loadLongestTaskMs: SEARCH_BUDGETS.loadLongestTaskMs.max };

/**
 * Embedded search: the engine's own Node bench (build, sizes, query times) and the browser harness
 * (index load, long tasks, interaction to next paint, unthrottled and at 4x CPU), then the first
 * interaction (the one that wakes the island) on the built search and car pages at 4x CPU. Ends with
 * the suggested Typesense threshold: the largest size meeting every search budget.
 */
export async function runSearchSection(context: BenchContext): Promise<SectionResult> {
  const { searchSizes, engineRuns, interactions } = context.options;
  const engine = benchEngine(searchSizes, { runs: engineRuns });
  const queryNames = Object.keys(engine[0]?.queries ?? {});
  console.log(
    `\n${formatTable(
      `Search engine in Node (benchEngine, ${engineRuns} runs per query; ms, bytes)`,
      ['cars', 'build ms', 'index raw', 'index br', 'br B/car', 'load ms', ...queryNames.map((q) => `${q} p50/p95`)],
      engine.map((e) => [
        e.cars,
        e.buildMs,
        e.indexRawBytes,
        e.indexBrotliBytes,
        e.brotliBytesPerCar,
        e.loadMs,
        ...queryNames.map((q) => `${e.queries[q]?.p50 ?? '–'} / ${e.queries[q]?.p95 ?? '–'}`),
      ]),
    )}`,
  );

  const { figures, indexBytes } = await measureInBrowser(searchSizes, interactions);
  console.log(
    `\n${formatTable(
      'Search harness in Chromium: index load (engine in a Web Worker)',
      [
        'cars',
        'CPU',
        'index raw B',
        'index br B',
        'load ms',
        'fetch+parse ms',
        'engine build ms',
        'longest task ms',
        'long tasks',
      ],
      figures.map((f) => [
        f.cars,
        `${f.cpuThrottling}x`,
        indexBytes.get(f.cars)?.raw,
        indexBytes.get(f.cars)?.brotli,
        f.loadMs,
        f.fetchParseMs,
        f.buildMs,
        f.longestTaskMs,
        f.longTasks,
      ]),
    )}`,
  );
  console.log(
    `\n${formatTable(
      `Search harness in Chromium: input event to next paint, ms (${interactions} per kind; worker engine ms p50)`,
      ['cars', 'CPU', ...INTERACTION_KINDS.flatMap((k) => [`${k} p50`, 'p95', 'engine'])],
      figures.map((f) => [
        f.cars,
        `${f.cpuThrottling}x`,
        ...INTERACTION_KINDS.flatMap((k) => [
          f.interactions[k]?.p50,
          f.interactions[k]?.p95,
          f.interactions[k]?.engineP50,
        ]),
      ]),
    )}`,
  );

  const checks: Check[] = [];
  const verdicts: SizeVerdictInput[] = [];
  for (const cars of searchSizes) {
    const subject = `${cars.toLocaleString('en-AU')} cars`;
    const brotli = indexBytes.get(cars)?.brotli ?? NaN;
    checks.push(
      check('search', subject, 'index brotli', brotli / 1024, {
        max: Math.round(indexBudgetBytes(cars, LIMITS) / 102.4) / 10,
        unit: 'KB',
      }),
    );
    const throttled = figures.find((f) => f.cars === cars && f.cpuThrottling === 4);
    checks.push(
      check(
        'search',
        subject,
        'longest task loading (4x CPU)',
        throttled?.longestTaskMs,
        SEARCH_BUDGETS.loadLongestTaskMs,
      ),
    );
    const budgeted = SEARCH_BUDGETS.interactionP95Ms[cars] !== undefined;
    const p95s: Record<string, number | null> = {};
    for (const kind of INTERACTION_KINDS) {
      const p95 = throttled?.interactions[kind]?.p95 ?? null;
      p95s[kind] = p95;
      if (budgeted)
        checks.push(
          check('search', subject, `${kind} to paint p95 (4x CPU)`, p95, {
            max: interactionLimitFor(cars, SEARCH_BUDGETS.interactionP95Ms),
            unit: 'ms',
          }),
        );
    }
    verdicts.push({
      cars,
      indexBrotliBytes: brotli,
      loadLongestTaskMs: throttled?.longestTaskMs ?? null,
      interactionP95Ms: p95s,
    });
  }
  const first = await measureFirstInteractions(
    await builtTenants(context.options.tenants),
    interactions,
    context.dataDir,
  );
  console.log(
    `\n${formatTable(
      `First interaction on built pages (wakes the island), 4x CPU: input to next paint, ms (${interactions} fresh page loads each)`,
      ['tenant', 'page', 'action', 'p50', 'p95', 'JS before KB'],
      first.map((f) => [f.tenant, f.kind, f.action, f.p50Ms, f.p95Ms, f.jsBeforeKb]),
    )}`,
  );
  for (const f of first)
    checks.push(
      check(
        'search',
        `${f.tenant} ${f.kind} page`,
        'first interaction to paint p95 (4x CPU)',
        f.p95Ms,
        FIRST_INTERACTION_BUDGETS.p95Ms,
      ),
    );

  const threshold = typesenseThreshold(verdicts, LIMITS);
  console.log(
    `\nSuggested Typesense threshold: ${threshold === null ? `below ${Math.min(...searchSizes).toLocaleString('en-AU')} cars (no measured size meets the budgets)` : `${threshold.toLocaleString('en-AU')} cars (largest measured size meeting every search budget; sizes above 10,000 held to the 10,000-car interaction budget)`}`,
  );
  return {
    data: {
      engine,
      browser: figures,
      firstInteraction: first,
      indexBytes: Object.fromEntries(indexBytes),
      typesenseThreshold: threshold,
    },
    checks,
  };
}
