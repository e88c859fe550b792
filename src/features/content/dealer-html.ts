import sanitizeHtml from 'sanitize-html';

/** Tags and attributes dealer-written HTML may keep; everything else (scripts, styles, handlers) goes. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'a', 'span'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener', target: '_blank' }) },
};

/**
 * Dealer-written HTML (comments, model feature lines) made safe at build time: allow-listed tags
 * only, no inline styles (so it passes the page CSP), links limited to http(s), mailto and tel.
 */
export function sanitizeDealerHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Dealer HTML as plain text with spaces between blocks (for the 400-character rule and print). */
export function dealerHtmlText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h\d)>/gi, '$& ').replace(/<br\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim();
}
