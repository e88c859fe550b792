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
 */
export function headersFile(reportOnlyPolicy?: string): string {
  const block = (path: string, headers: Record<string, string>) =>
    `${path}\n${Object.entries(headers).map(([k, val]) => `  ${k}: ${val}`).join('\n')}\n`;
  const site = reportOnlyPolicy ? { ...SECURITY_HEADERS, 'Content-Security-Policy-Report-Only': reportOnlyPolicy } : { ...SECURITY_HEADERS };
  return [block('/*', site), block('/_astro/*', { 'Cache-Control': IMMUTABLE_CACHE })].join('\n');
}

/** The headers of the `/*` block of a _headers file written by `headersFile` (the Node server sends the same). */
export function siteHeadersFrom(file: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inSiteBlock = false;
  for (const line of file.split('\n')) {
    if (!line.startsWith(' ')) inSiteBlock = line.trim() === '/*';
    else if (inSiteBlock) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return headers;
}
