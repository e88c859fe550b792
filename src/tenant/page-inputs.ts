/**
 * ARCHITECTURE decision 17: the tenant inputs each page reads, so a change rebuilds only the pages that read it
 * (scripts/lib/incremental-build.ts). `site` is site.json (and the code's settings in it), `stock` the cars its
 * stock source gives, `content` content/*.md, `news` news/*.md.
 */
export const INPUT_KINDS = ['site', 'locations', 'stock', 'models', 'promos', 'content', 'news'] as const;
export type InputKind = (typeof INPUT_KINDS)[number];

/** Every page's layout reads the site config (header, menus, theme, analytics) and the locations (footer, licences). */
const LAYOUT: readonly InputKind[] = ['site', 'locations'];

/** What each file of src/pages reads besides the layout's inputs; a unit test keeps the list complete. */
const PAGES: Readonly<Record<string, readonly InputKind[]>> = {
  '404.astro': [],
  '[...alias].astro': [],
  '[...page].astro': ['content'],
  '[brand]/overview.astro': ['stock', 'models'],
  'apply-for-finance.astro': ['stock'],
  'blog/index.astro': ['news'],
  'blog/vehicle-reviews.astro': ['news'],
  'book-test-drive.astro': [],
  'brands.astro': ['stock', 'models'],
  'cars/[slug].astro': ['stock'],
  'cars/[slug]/buy-online.astro': ['stock'],
  'cars/[slug]/checkout.astro': ['stock'],
  'cars/trade-in.astro': [],
  'checkout-journey.astro': [],
  'compare.astro': [],
  'contact.astro': [],
  'data/cars-lite.json.ts': ['stock'],
  'data/postcodes.json.ts': [],
  'dealer-locator.astro': [],
  'dealerships.astro': [],
  'favourites.astro': [],
  'feeds/google-vehicle-listings.tsv.ts': ['stock'],
  'feeds/meta-automotive-catalog.tsv.ts': ['stock'],
  'finance-enquiry.astro': ['stock'],
  'finance.astro': ['stock'],
  'finance/credit-check.astro': ['stock'],
  'index.astro': ['promos', 'news'],
  'models/[slug].astro': ['stock', 'models'],
  'my-garage.astro': [],
  'news/[id].astro': ['news'],
  'news/index.astro': ['news'],
  'offers/[id].astro': ['promos'],
  'online-payment.astro': [],
  'online-payment/receipt.astro': [],
  'our-location/[slug].astro': [],
  'parts/[search].astro': [],
  'personalised/finance.astro': ['stock'],
  'print/[slug].astro': ['stock'],
  'print/index.astro': [],
  'robots.txt.ts': [],
  'search-index/[file].ts': ['stock', 'models'],
  'search/[...path].astro': ['stock', 'models', 'promos'],
  'sell-my-car.astro': [],
  'sell-your-car.astro': [],
  'service.astro': [],
  'sign-in.astro': [],
  'special-offers.astro': ['stock', 'models', 'promos'],
  'spin-to-win.astro': [],
  'success.astro': [],
  'trade-in.astro': [],
  'vehicle-parts-and-accessories.astro': [],
  'watchlist.astro': [],
};

/** The page files under src/pages this declaration knows. */
export const DECLARED_PAGES: readonly string[] = Object.keys(PAGES);

/** The inputs a page file reads (its own and its layout's). */
export function pageInputs(page: string): InputKind[] {
  const own = PAGES[page];
  if (!own) throw new Error(`src/pages/${page} declares no inputs (src/tenant/page-inputs.ts)`);
  return [...new Set([...LAYOUT, ...own])];
}

/** The page files that read any of `changed`. */
export function pagesReading(changed: readonly InputKind[]): string[] {
  return DECLARED_PAGES.filter((page) => pageInputs(page).some((kind) => changed.includes(kind)));
}
