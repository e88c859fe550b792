/** Files whose change touches every tenant's site: the code, the dependencies, the public files. */
const SHARED = /^(src|public|scripts|astro\.config\.mjs|package(-lock)?\.json|tsconfig\.json)(\/|$)/;

/** The tenants to rebuild for a list of changed paths: a tenant's own folder, or all of them when shared code changed. */
export function changedTenants(paths: readonly string[], tenants: readonly string[]): string[] {
  const files = paths.map((p) => p.trim()).filter(Boolean);
  if (files.some((file) => SHARED.test(file))) return [...tenants].sort();
  const touched = new Set(
    files.map((file) => /^tenants\/([^/]+)\//.exec(file)?.[1]).filter((slug) => slug !== undefined),
  );
  return tenants.filter((slug) => touched.has(slug)).sort();
}
