import type { Tenant } from '../../src/config/load-tenant.ts';

/** The steps of a tenant's build after Astro has written its pages (scripts/build-tenant.ts reports each). */
export type BuildPhase = 'checks' | 'functions';
const PHASES: readonly string[] = ['checks', 'functions'] satisfies BuildPhase[];

/** The step a line of the build child announces (`{"phase":"checks"}`), else undefined. */
export function phaseOf(line: string): BuildPhase | undefined {
  const match = /^\{"phase":"([a-z]+)"\}$/.exec(line.trim());
  return match?.[1] && PHASES.includes(match[1]) ? (match[1] as BuildPhase) : undefined;
}

/** The files rendered so far, as the build child reports them (`{"rendered":212}`), else undefined. */
export function renderedOf(line: string): number | undefined {
  const match = /^\{"rendered":(\d+)\}$/.exec(line.trim());
  return match?.[1] ? Number(match[1]) : undefined;
}

const STEP_WORDS: Record<BuildPhase, string> = {
  checks: 'checking',
  functions: 'writing the functions for',
};

/**
 * A tenant build's progress line: bundling until Astro writes its first page, then the pages written so far,
 * then each later step with the page count.
 */
export function buildStatus(slug: string, step: BuildPhase | undefined, pages: number, seconds: number): string {
  const elapsed = `${Math.round(seconds)} s`;
  if (step) return `… ${slug}: ${STEP_WORDS[step]} ${pages} pages, ${elapsed}`;
  return pages === 0 ? `… ${slug}: bundling, ${elapsed}` : `… ${slug}: ${pages} pages written, ${elapsed}`;
}

/**
 * The order tenants are built in: the smallest generated stock first (so the first site is served soonest),
 * feeds of unknown size last, each group in the given order.
 */
export function buildOrder<T extends Pick<Tenant, 'site'>>(tenants: readonly T[]): T[] {
  const size = (t: T) => (t.site.stock.type === 'generated' ? t.site.stock.count : Number.POSITIVE_INFINITY);
  return [...tenants].sort((a, b) => size(a) - size(b));
}
