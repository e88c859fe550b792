import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { resolveFile } from '../serve/tenant-site-app.ts';

/** One tenant's built site as the server answers it: which URL paths are pages, and their HTML. */
export interface BuiltSite {
  root: string;
  /** URL paths of every HTML page, as the site links them ('/', '/about-us', '/404.html'), sorted. */
  pages: string[];
  /** The built file the server answers a URL path with (exact file, then <path>/index.html), or undefined (a 404). */
  fileFor(urlPath: string): string | undefined;
  /** The text of a built file. */
  read(file: string): string;
}

export function builtSite(root: string): BuiltSite {
  const resolved = new Map<string, string | undefined>();
  return {
    root,
    pages: htmlFiles(root).map(pagePath).sort(),
    fileFor(urlPath) {
      if (!resolved.has(urlPath)) resolved.set(urlPath, resolveFile(root, urlPath));
      return resolved.get(urlPath);
    },
    read: (file) => readFileSync(file, 'utf8'),
  };
}

function htmlFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** 'about-us/index.html' → '/about-us', 'index.html' → '/', '404.html' → '/404.html'. */
function pagePath(file: string): string {
  if (file === 'index.html') return '/';
  return `/${file.endsWith('/index.html') ? file.slice(0, -'/index.html'.length) : file}`;
}
