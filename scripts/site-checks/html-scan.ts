const HIDDEN = /<script\b[\s\S]*?<\/script\s*>|<style\b[\s\S]*?<\/style\s*>|<!--[\s\S]*?-->/gi;
// Attribute values never hold a raw '>' here: Astro and the dealer-HTML sanitiser escape it.
const TAG = /<([a-zA-Z][a-zA-Z0-9-]*)(\s[^>]*)?>/g;
const ATTRIBUTE = /\s([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Attributes a shopper follows: links (a, area, link) and form targets. */
const LINK_ATTRIBUTES = new Set(['href', 'action', 'formaction']);
const TARGET_ATTRIBUTES = new Set(['id', 'name']);
const META_ATTRIBUTES = new Set(['http-equiv', 'content']);

/** Start tags of markup (scripts, styles and comments left out) carrying any `wanted` attribute, with those attributes decoded. */
export function startTags(
  html: string,
  wanted: ReadonlySet<string>,
): { tag: string; attributes: Map<string, string> }[] {
  const markup = html.replace(HIDDEN, ' ');
  const carries = new RegExp(`\\s(?:${[...wanted].join('|')})\\s*=`, 'i');
  const tags: { tag: string; attributes: Map<string, string> }[] = [];
  for (let match = TAG.exec(markup); match; match = TAG.exec(markup)) {
    const source = match[2];
    if (!source || !carries.test(source)) continue;
    const attributes = new Map<string, string>();
    for (let attribute = ATTRIBUTE.exec(source); attribute; attribute = ATTRIBUTE.exec(source)) {
      const name = (attribute[1] ?? '').toLowerCase();
      if (wanted.has(name) && !attributes.has(name))
        attributes.set(name, decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? ''));
    }
    tags.push({ tag: (match[1] ?? '').toLowerCase(), attributes });
  }
  return tags;
}

/** Every href, form action and formaction of a page (decoded), in document order. */
export function linksIn(html: string): string[] {
  const links: string[] = [];
  for (const { attributes } of startTags(html, LINK_ATTRIBUTES)) {
    for (const name of LINK_ATTRIBUTES) {
      const url = attributes.get(name);
      if (url !== undefined) links.push(url.trim());
    }
  }
  return links;
}

/** The fragment targets of a page: every id, and the name of every <a>. */
export function fragmentTargets(html: string): Set<string> {
  const targets = new Set<string>();
  for (const { tag, attributes } of startTags(html, TARGET_ATTRIBUTES)) {
    const id = attributes.get('id');
    if (id) targets.add(id);
    const name = attributes.get('name');
    if (tag === 'a' && name) targets.add(name);
  }
  return targets;
}

/** Where a redirect page (`<meta http-equiv="refresh">`) sends the browser, if the page is one. */
export function refreshTarget(html: string): string | undefined {
  for (const { tag, attributes } of startTags(html, META_ATTRIBUTES)) {
    if (tag === 'meta' && attributes.get('http-equiv')?.toLowerCase() === 'refresh') {
      return /url=(.*)$/i
        .exec(attributes.get('content') ?? '')?.[1]
        ?.trim()
        .replace(/^['"]|['"]$/g, '');
    }
  }
  return undefined;
}

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const point =
        code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
      return Number.isFinite(point) ? String.fromCodePoint(point) : whole;
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}
