/** The rule Astro writes before the first island of a page (astro/dist/runtime/server/astro-island-styles.js). */
const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/**
 * Moves the island rule Astro writes into <body> (in front of the first island) to the end of
 * <head>, where HTML allows a <style> anywhere (withastro/astro#10308). The CSP hash stays valid:
 * the text is unchanged. Pages without it, or without a </head>, come back as they are.
 */
export function hoistIslandStyles(html: string): string {
  const at = html.indexOf(ISLAND_STYLE);
  const headEnd = html.indexOf('</head>');
  if (at === -1 || headEnd === -1 || at < headEnd) return html;
  return `${html.slice(0, headEnd)}${ISLAND_STYLE}${html.slice(headEnd, at)}${html.slice(at + ISLAND_STYLE.length)}`;
}
