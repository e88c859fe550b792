import sanitizeHtml from 'sanitize-html';

/** Tags a dealer may use in comments and feature lines; everything else is stripped. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'a', 'span'];

/**
 * Dealer-written HTML made safe to render: allow-listed tags only, links limited to http(s),
 * mailto and tel, opened with rel="noopener nofollow". Runs at build time, so no sanitizer ships to browsers.
 */
export function sanitizeDealerHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow' }) },
  });
}

/** Dealer HTML as plain text (for truncation and meta descriptions). */
export function dealerHtmlText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
