/** The canonical URL of a built page: its path on the tenant's origin, as the page's `<link rel="canonical">` says. */
export function canonicalUrl(pathname: string, siteUrl: string): string {
  return new URL(pathname, siteUrl).href;
}
