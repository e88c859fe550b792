import sanitizeHtml from 'sanitize-html';

/** Tags and attributes dealer-written HTML may keep; everything else (scripts, styles, handlers) goes. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'a', 'span'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener', target: '_blank' }) },
};

/** Dealer comments HTML made safe at build time (no inline styles, so it passes the page CSP). */
export function sanitizeDealerComments(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Dealer comments as plain text (for the 400-character rule and the print page). */
export function dealerCommentsText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h\d)>/gi, '$& ').replace(/<br\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim();
}
