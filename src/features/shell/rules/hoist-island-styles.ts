/** The rule Astro writes before the first island of a page (astro/dist/runtime/server/astro-island-styles.js). */
const ISLAND_STYLE = Buffer.from('<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>');
const HEAD_END = Buffer.from('</head>');

/**
 * Moves the island rule Astro writes into <body> (in front of the first island) to the end of
 * <head>, where HTML allows a <style> anywhere (withastro/astro#10308). The CSP hash stays valid:
 * the text is unchanged. Pages without it, or without a </head>, come back as they are. The build moves it as it
 * writes each page (scripts/lib/page-renderer.ts), on the page's UTF-8 bytes: decoding and encoding a car page again
 * cost more than the move. (It was Astro middleware: a second response per page, about 0.3 ms of a car page's CPU.)
 */
export function hoistIslandStyles(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const at = html.indexOf(ISLAND_STYLE);
  const headEnd = html.indexOf(HEAD_END);
  if (at === -1 || headEnd === -1 || at < headEnd) return html;
  return Buffer.concat([
    html.subarray(0, headEnd),
    ISLAND_STYLE,
    html.subarray(headEnd, at),
    html.subarray(at + ISLAND_STYLE.length),
  ]);
}
