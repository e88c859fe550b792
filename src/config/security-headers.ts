/** Where browsers send Content-Security-Policy violation reports (POST /api/csp-report). */
export const CSP_REPORT_PATH = '/api/csp-report';
/**
 * The policies' reporting directive. report-to is left out on purpose: Chromium sends to report-to
 * instead of report-uri when both are given, and its Reporting API uploads never arrived from
 * http://<slug>.localhost in the browser test, while report-uri reports do (Firefox and Safari
 * only know report-uri). The endpoint also takes Reporting API uploads for deployments adding it.
 */
export const CSP_REPORTING = `report-uri ${CSP_REPORT_PATH}`;

/**
 * Security headers every tenant sends, from the CDN (dist/<slug>/_headers) and from the Node
 * server alike. Script and style hashes live in each page's CSP meta tag (Astro computes them);
 * frame-ancestors and reporting only work as a header, so the header policy carries them. The
 * build adds a report-only copy of the site's script and style policy (see `headersFile`).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': `frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'; ${CSP_REPORTING}`,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), usb=(), geolocation=(self), payment=(self)',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Long-lived caching for fingerprinted build assets. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * The dist/<slug>/_headers file (Cloudflare Pages / Netlify convention). `reportOnlyPolicy`, the
 * union of the site's page policies with reporting (the meta tags cannot report), is sent as
 * Content-Security-Policy-Report-Only so violations reach /api/csp-report without enforcing twice.
 * A policy governs documents only, so the folders holding no page (`assetFolders`: scripts, images,
 * feeds) detach it (`! Name`): it is ~3 KB, and a page loads dozens of such files.
 */
export function headersFile(reportOnlyPolicy?: string, assetFolders: readonly string[] = ['_astro']): string {
  const block = (path: string, lines: string[]) => `${path}\n${lines.map((line) => `  ${line}`).join('\n')}\n`;
  const site = reportOnlyPolicy ? { ...SECURITY_HEADERS, [REPORT_ONLY]: reportOnlyPolicy } : { ...SECURITY_HEADERS };
  const detach = reportOnlyPolicy ? [`! ${REPORT_ONLY}`] : [];
  return [
    block(
      '/*',
      Object.entries(site).map(([k, val]) => `${k}: ${val}`),
    ),
    ...assetFolders.map((folder) =>
      block(`/${folder}/*`, [...detach, ...(folder === '_astro' ? [`Cache-Control: ${IMMUTABLE_CACHE}`] : [])]),
    ),
  ].join('\n');
}

const REPORT_ONLY = 'Content-Security-Policy-Report-Only';

/**
 * The URL path of a site's 404 page. A miss is answered with it, so with its headers, never the missing path's
 * (/_astro/*: immutable for a year), and `Cache-Control: no-store` (the file may be published next).
 */
export const NOT_FOUND_PAGE = '/404.html';

/**
 * The headers a _headers file written by `headersFile` gives `path` (the Node server sends the same
 * as the CDN): every block whose pattern matches, in order, `! Name` lines detaching a header.
 * Patterns are an exact path or a folder with `/*`.
 */
export function siteHeadersFrom(file: string, path = '/'): Record<string, string> {
  const headers: Record<string, string> = {};
  let applies = false;
  for (const line of file.split('\n')) {
    if (!line.startsWith(' ')) {
      const pattern = line.trim();
      applies = pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
      continue;
    }
    if (!applies) continue;
    const entry = line.trim();
    if (entry.startsWith('!')) {
      delete headers[entry.slice(1).trim()];
      continue;
    }
    const colon = entry.indexOf(':');
    if (colon > 0) headers[entry.slice(0, colon).trim()] = entry.slice(colon + 1).trim();
  }
  return headers;
}
