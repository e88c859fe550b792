// Built pages stay Latin-1 where the site's own markup is concerned: V8 copies a page string whose parts are all
// Latin-1 about five times faster than one with a single wider character, and the build does that once per page
// (README, 'How a build renders'). Characters beyond Latin-1 are written as character references instead. Server
// side only (Node's Buffer).

/** Every character beyond Latin-1 (U+0100 and up). */
export const BEYOND_LATIN1 = /[\u{100}-\u{10ffff}]/gu;
const SPECIAL: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * HTML with every character beyond Latin-1 as a numeric character reference (the same text to a browser), in a
 * string V8 stores as Latin-1: a string made from a wider one stays wide in V8 whatever it holds, and one wide part
 * makes the whole page wide.
 */
export function latin1Html(html: string): string {
  return Buffer.from(
    html.replace(BEYOND_LATIN1, (char) => `&#${char.codePointAt(0)};`),
    'latin1',
  ).toString('latin1');
}

/** Plain text as Latin-1 HTML: escaped, with every character beyond Latin-1 as a character reference. */
export function latin1Text(text: string): string {
  return latin1Html(text.replace(/[&<>"']/g, (char) => SPECIAL[char] ?? char));
}
