import type { BuiltSite } from './built-site.ts';
import { fragmentTargets, linksIn, refreshTarget } from './html-scan.ts';

/** A link that leads nowhere: the page it is on, the URL as written, and what is wrong. */
export interface LinkProblem {
  page: string;
  url: string;
  problem: string;
}

/**
 * Follows every internal link of the given pages: its path must be answered by a built file (never
 * the 404 page) and its #fragment must name an element of the page it lands on (through a redirect
 * page to where that sends the browser). `origins` are the tenant's own origins: absolute links to
 * them are internal; other origins, mailto: and tel: are not followed. /api/* belongs to the functions.
 */
export function checkLinks(site: BuiltSite, pages: readonly string[], origins: readonly string[]): LinkProblem[] {
  const base = origins[0] ?? 'https://site.invalid';
  const own = new Set(origins.map((o) => new URL(o).origin));
  const landings = new Map<string, Landing>();
  const landingOf = (file: string): Landing => {
    let landing = landings.get(file);
    if (!landing) {
      const html = site.read(file);
      landing = { ids: fragmentTargets(html), refresh: refreshTarget(html) };
      landings.set(file, landing);
    }
    return landing;
  };
  const problems: LinkProblem[] = [];
  for (const page of pages) {
    const file = site.fileFor(page);
    if (!file) {
      problems.push({ page, url: page, problem: 'page listed but not built' });
      continue;
    }
    for (const url of linksIn(site.read(file))) {
      const problem = linkProblem(url, new URL(page, base), { site, own, landingOf });
      if (problem) problems.push({ page, url, problem });
    }
  }
  return problems;
}

/** What a fragment link needs to know of the page it lands on. */
interface Landing {
  ids: Set<string>;
  /** Where the page sends the browser on, when it is a redirect page. */
  refresh: string | undefined;
}

interface Context {
  site: BuiltSite;
  own: Set<string>;
  landingOf(file: string): Landing;
}

function linkProblem(url: string, pageUrl: URL, context: Context): string | undefined {
  if (url === '#') return 'an empty "#" link goes nowhere';
  let target: URL;
  try {
    target = new URL(url, pageUrl);
  } catch {
    return 'not a valid URL';
  }
  if (!/^https?:$/.test(target.protocol) || !context.own.has(target.origin)) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(target.pathname);
  } catch {
    return 'malformed percent-encoding in the path';
  }
  if (path === '/api' || path.startsWith('/api/')) return undefined;
  const file = context.site.fileFor(path);
  if (!file) return `no built page at ${path} (the shopper gets the 404 page)`;
  if (!target.hash || !file.endsWith('.html')) return undefined;
  const fragment = decodeURIComponent(target.hash.slice(1));
  const landing = redirectLanding(file, target, context) ?? file;
  // HTML: "#top" scrolls to the top of any page without an element of that id.
  if (fragment === 'top' || context.landingOf(landing).ids.has(fragment)) return undefined;
  return `no element with id "${fragment}" on ${landing === file ? path : 'the page it redirects to'}`;
}

/** The built file a redirect page sends the browser to, when `file` is one and it stays on the site. */
function redirectLanding(file: string, from: URL, context: Context): string | undefined {
  const to = context.landingOf(file).refresh;
  if (!to) return undefined;
  const target = new URL(to, from);
  return context.own.has(target.origin) ? context.site.fileFor(decodeURIComponent(target.pathname)) : undefined;
}
