/**
 * Security headers for every API answer (decision 13), set by `securityHeaders` (http/protect.ts). Stricter
 * than a page's (src/config/security-headers.ts): API answers are never framed or embedded, nor cached unless
 * their route says so (the stock state).
 */
export const API_SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
} as const satisfies Record<string, string>;
