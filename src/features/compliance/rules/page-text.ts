const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
/** Elements whose content is not read: their text is code or styling. */
const SKIPPED = ['script', 'style', 'template', 'noscript'];

/**
 * The text a shopper reads on a built page: scripts, styles and templates dropped, tags removed,
 * entities decoded, spaces collapsed. A scan by indexOf jumps, not regular expressions over the whole
 * page: most of a built page is markup, and this runs over every page of every build.
 */
export function visibleText(html: string): string {
  const parts: string[] = [];
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open === -1) {
      parts.push(html.slice(at));
      break;
    }
    if (open > at) parts.push(html.slice(at, open));
    parts.push(' ');
    const first = html[open + 1];
    const skipped =
      first === 's' || first === 't' || first === 'n'
        ? SKIPPED.find((tag) => html.startsWith(tag, open + 1) && !/[\w-]/.test(html[open + 1 + tag.length] ?? ''))
        : undefined;
    if (skipped !== undefined) {
      const close = html.indexOf(`</${skipped}>`, open);
      at = close === -1 ? html.length : close + skipped.length + 3;
      continue;
    }
    const end = html.indexOf('>', open);
    at = end === -1 ? html.length : end + 1;
  }
  return parts
    .join('')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/\s+/g, ' ');
}

/**
 * The HTML of every `tag` element whose opening tag carries `attribute` (e.g. ' data-price'), up to
 * the first closing `</tag>` (no nesting of that tag). Found by indexOf, not a pattern over every tag.
 */
export function elementsWith(html: string, attribute: string, tag: string): string[] {
  const found: string[] = [];
  for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, at + attribute.length)) {
    const start = html.lastIndexOf('<', at);
    if (!html.startsWith(tag, start + 1)) continue;
    const end = html.indexOf(`</${tag}>`, at);
    found.push(html.slice(start, end === -1 ? undefined : end));
  }
  return found;
}
