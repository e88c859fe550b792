/** What the search budgets need per stock size (browser figures under 4x CPU throttling). */
export interface SizeVerdictInput {
  cars: number;
  indexBrotliBytes: number;
  loadLongestTaskMs: number | null;
  /** p95 interaction-to-next-paint per interaction kind. */
  interactionP95Ms: Record<string, number | null>;
}

export interface SearchLimits {
  indexBrotliFixedBytes: number;
  indexBrotliBytesPerCar: number;
  loadLongestTaskMs: number;
  interactionP95Ms: Record<number, number>;
}

/** Brotli bytes allowed for an index of `cars` cars. */
export function indexBudgetBytes(
  cars: number,
  limits: Pick<SearchLimits, 'indexBrotliFixedBytes' | 'indexBrotliBytesPerCar'>,
): number {
  return limits.indexBrotliFixedBytes + limits.indexBrotliBytesPerCar * cars;
}

/** The interaction p95 limit for a size: the limit of the largest budgeted size not above it (2,000 → 100 ms, 10,000 and up → 200 ms); the smallest budget below all of them. */
export function interactionLimitFor(cars: number, limits: Record<number, number>): number {
  const sizes = Object.keys(limits)
    .map(Number)
    .sort((a, b) => a - b);
  const size = sizes.filter((s) => s <= cars).at(-1) ?? sizes[0];
  return size === undefined ? Number.POSITIVE_INFINITY : (limits[size] ?? Number.POSITIVE_INFINITY);
}

/** Whether one size meets every search budget (a figure that could not be measured fails). */
export function meetsSearchBudgets(size: SizeVerdictInput, limits: SearchLimits): boolean {
  const p95s = Object.values(size.interactionP95Ms);
  const interactionLimit = interactionLimitFor(size.cars, limits.interactionP95Ms);
  return (
    size.indexBrotliBytes <= indexBudgetBytes(size.cars, limits) &&
    size.loadLongestTaskMs !== null &&
    size.loadLongestTaskMs <= limits.loadLongestTaskMs &&
    p95s.length > 0 &&
    p95s.every((p) => p !== null && p <= interactionLimit)
  );
}

/**
 * The suggested Typesense threshold: the largest measured size such that it and every smaller
 * measured size meet the budgets; null when even the smallest does not.
 */
export function typesenseThreshold(sizes: readonly SizeVerdictInput[], limits: SearchLimits): number | null {
  let threshold: number | null = null;
  for (const size of [...sizes].sort((a, b) => a.cars - b.cars)) {
    if (!meetsSearchBudgets(size, limits)) break;
    threshold = size.cars;
  }
  return threshold;
}
