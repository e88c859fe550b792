/**
 * Security headers every tenant sends, from the CDN (dist/<slug>/_headers) and from the Node
 * server alike. Script and style hashes live in each page's CSP meta tag (Astro computes them);
 * frame-ancestors only works as a header, so the header policy carries it.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), usb=(), geolocation=(self), payment=(self)',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Long-lived caching for fingerprinted build assets. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The dist/<slug>/_headers file (Cloudflare Pages / Netlify convention). */
export function headersFile(): string {
  const block = (path: string, headers: Record<string, string>) =>
    `${path}\n${Object.entries(headers).map(([k, val]) => `  ${k}: ${val}`).join('\n')}\n`;
  return [block('/*', { ...SECURITY_HEADERS }), block('/_astro/*', { 'Cache-Control': IMMUTABLE_CACHE })].join('\n');
}
