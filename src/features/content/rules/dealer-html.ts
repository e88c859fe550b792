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

/**
 * What dealer Markdown (content pages, news) may render to: the elements Markdown produces, heading
 * ids for in-page links, images and links to http(s), mailto, tel and site paths. Raw HTML in the
 * Markdown is held to the same list, so <script>, <meta http-equiv=refresh>, <iframe>, <style>,
 * inline styles, on* handlers and javascript: URLs never reach the page.
 */
const MARKDOWN_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'del',
    's',
    'sup',
    'sub',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['align', 'scope'],
    td: ['align'],
    ol: ['start'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    h5: ['id'],
    h6: ['id'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
};

/** Rendered dealer Markdown made safe at build time (see MARKDOWN_OPTIONS). */
export function sanitizeDealerMarkdown(html: string): string {
  return sanitizeHtml(html, MARKDOWN_OPTIONS).trim();
}

/** Dealer HTML as plain text with spaces between blocks (for the 400-character rule and print). */
export function dealerHtmlText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h\d)>/gi, '$& ').replace(/<br\s*\/?>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/\s+/g, ' ')
    .trim();
}
