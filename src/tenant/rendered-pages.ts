/**
 * Whether this build renders the paths of a dynamic page (a file of src/pages, as src/tenant/page-inputs.ts names it).
 * BUILD_ONLY_PAGES, set by an incremental build (scripts/lib/incremental-build.ts), lists the pages that read a changed
 * input, comma-separated; the others list no path and their files are taken from the previous build. Unset: every page.
 */
export function rendersPage(page: string): boolean {
  const only = process.env.BUILD_ONLY_PAGES;
  return only === undefined || only.split(',').includes(page);
}
