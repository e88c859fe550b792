/** One entry of the result pages list: a page number, or a gap standing for the pages left out after `after`. */
export type PageListItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/** Page numbers around the current one (at most 5), plus first and last, in order. */
function pageWindow(page: number, nbPages: number): number[] {
  const start = Math.max(1, Math.min(page - 2, nbPages - 4));
  const pages = new Set<number>([1, nbPages]);
  for (let p = start; p < start + 5 && p <= nbPages; p++) pages.add(p);
  return [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
}

/**
 * The pages to list for 1-based `page` of `nbPages`: the first, the last and up to 5 around the
 * current one, with a gap wherever two listed pages are not adjacent (page 6 of 73: 1, gap, 4, 5, 6,
 * 7, 8, gap, 73). A single page left out is listed instead: a gap would take its place for nothing.
 */
export function pageList(page: number, nbPages: number): PageListItem[] {
  const items: PageListItem[] = [];
  let previous: number | undefined;
  for (const p of pageWindow(page, nbPages)) {
    if (previous !== undefined && p === previous + 2) items.push({ kind: 'page', page: previous + 1 });
    if (previous !== undefined && p > previous + 2) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}
