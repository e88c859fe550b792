/** spec: search service. The hosted engine reports at most this many hits; a count above it is a cap. */
export const RESULT_COUNT_CAP = 1999;

/**
 * The count to show: `nbHits` when at or below the cap, otherwise the facet total (the sum of
 * one exhaustive facet's counts, e.g. car_type) if larger, else the stock count, else `nbHits`.
 */
export function displayedResultCount(
  nbHits: number,
  fallbacks: { facetCounts?: Readonly<Record<string, number>>; stockCount?: number } = {},
): number {
  if (nbHits <= RESULT_COUNT_CAP) return nbHits;
  const facetTotal = Object.values(fallbacks.facetCounts ?? {}).reduce((sum, count) => sum + count, 0);
  if (facetTotal > 0) return facetTotal;
  if (fallbacks.stockCount !== undefined && fallbacks.stockCount > 0) return fallbacks.stockCount;
  return nbHits;
}
