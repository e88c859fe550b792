import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ROOT } from '../lib/paths.ts';

/** A route of src/pages: its file, and a matcher for the URL paths it builds. */
export interface Route {
  file: string;
  pattern: RegExp;
  /** Per segment: 0 static, 1 parameter, 2 rest parameter; lower sorts first (more specific). */
  rank: number[];
}

/** The alias route's pages share the content route's URL shape; they are told apart by the alias list ('redirect'). */
const FORWARDER_ROUTE = '[...alias].astro';

/** The routes that build HTML pages (.astro files under src/pages), most specific first. */
export function pageRoutes(pagesDir = join(ROOT, 'src', 'pages')): Route[] {
  const files = readdirSync(pagesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.astro') && entry.name !== FORWARDER_ROUTE)
    .map((entry) => relative(pagesDir, join(entry.parentPath, entry.name)).split(sep).join('/'));
  return files.map(routeOf).sort((a, b) => compareRanks(a.rank, b.rank));
}

function routeOf(file: string): Route {
  if (file === '404.astro') return { file, pattern: /^\/404\.html$/, rank: [0] };
  const segments = file
    .replace(/\.astro$/, '')
    .split('/')
    .filter((s) => s !== 'index');
  const parts = segments.map((segment) =>
    /^\[\.\.\.[^\]]+\]$/.test(segment)
      ? { source: '.+', rank: 2 }
      : /\[[^\]]+\]/.test(segment)
        ? { source: segment.replace(/\[[^\]]+\]/g, '[^/]+'), rank: 1 }
        : { source: escapeRegExp(segment), rank: 0 },
  );
  return { file, pattern: new RegExp(`^/${parts.map((p) => p.source).join('/')}$`), rank: parts.map((p) => p.rank) };
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const left = a[i] ?? -1;
    const right = b[i] ?? -1;
    if (left !== right) return left - right;
  }
  return 0;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Built pages grouped by the route that built them (redirect pages apart, under 'redirect'). */
export function pagesByRoute(
  pages: readonly string[],
  routes: readonly Route[],
  isRedirect: (page: string) => boolean,
): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const page of pages) {
    const key = isRedirect(page) ? 'redirect' : (routes.find((route) => route.pattern.test(page))?.file ?? 'unmatched');
    const group = groups.get(key);
    if (group) group.push(page);
    else groups.set(key, [page]);
  }
  return groups;
}

/** Up to `count` pages spread evenly over a sorted list: the first, then evenly apart. */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)] as T);
}
