/** A car's own pages: /cars/<slug>, its sub-pages (checkout, buy-online) and /print/<slug>; car slugs end in the stock id. */
const CAR_PAGE = /^\/(?:cars|print)\/([^/]*-\d+)(?:\/|$)/;

/**
 * The pages the link gate reads: every page, except that of the car pages only every `every`-th
 * car's (by slug order, so the same cars each run) is taken. Links *to* any car are still followed.
 */
export function sampledPages(pages: readonly string[], every = 5): string[] {
  const cars = [...new Set(pages.map((page) => CAR_PAGE.exec(page)?.[1]).filter((slug) => slug !== undefined))].sort();
  const kept = new Set(cars.filter((_, index) => index % every === 0));
  return pages.filter((page) => {
    const slug = CAR_PAGE.exec(page)?.[1];
    return slug === undefined || kept.has(slug);
  });
}
