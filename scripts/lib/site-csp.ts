import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { CSP_REPORTING } from '../../src/config/security-headers.ts';

/** Astro puts the meta tag early in <head>; this much of a page always holds it. */
const HEAD_BYTES = 32 * 1024;
const META = /<meta http-equiv="content-security-policy" content="([^"]*)"/i;

/**
 * One policy allowing what any page's policy allows: each directive's sources merged (script and
 * style hashes of every page), plus reporting. Sent report-only, it reports an inline script or
 * style that no page of the site was built with, which the meta tags block without telling anyone.
 */
export function unionPolicy(policies: readonly string[]): string {
  const directives = new Map<string, Set<string>>();
  for (const policy of policies) {
    for (const part of policy.split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (!name) continue;
      const merged = directives.get(name) ?? new Set<string>();
      for (const source of sources) merged.add(source);
      directives.set(name, merged);
    }
  }
  return [...[...directives].map(([name, sources]) => [name, ...sources].join(' ')), CSP_REPORTING].join('; ');
}

/** The union of the meta-tag policies of every page under `dir`; undefined when no page has one. */
export async function siteReportOnlyPolicy(dir: string): Promise<string | undefined> {
  const pages = (await readdir(dir, { recursive: true, encoding: 'utf8' })).filter((f) => f.endsWith('.html'));
  return reportOnlyPolicy(await pagePolicies(dir, pages));
}

/** The merged policy of the distinct page policies given (in sorted order, so equal sets give equal headers). */
export function reportOnlyPolicy(policies: readonly string[]): string | undefined {
  return policies.length > 0 ? unionPolicy([...new Set(policies)].sort()) : undefined;
}

/**
 * A page's meta-tag CSP policy (`head`: its first bytes, where Astro puts the tag), unescaped; undefined without one.
 * A copy of its own: a slice of the page would keep the whole page in memory as long as the policy is kept.
 */
export function pagePolicy(head: string): string | undefined {
  const found = META.exec(head)?.[1]?.replaceAll('&#39;', "'").replaceAll('&amp;', '&');
  return found === undefined ? undefined : Buffer.from(found).toString();
}

/** The distinct meta-tag policies of the pages `files` (relative to `dir`), sorted. */
export async function pagePolicies(dir: string, files: readonly string[]): Promise<string[]> {
  const policies = new Set<string>();
  const buffer = Buffer.alloc(HEAD_BYTES);
  for (const page of files) {
    const file = await open(join(dir, page));
    try {
      const { bytesRead } = await file.read(buffer, 0, HEAD_BYTES, 0);
      const found = pagePolicy(buffer.toString('utf8', 0, bytesRead));
      if (found) policies.add(found);
    } finally {
      await file.close();
    }
  }
  return [...policies].sort();
}

/**
 * The top-level folders of a built site that hold no page (scripts, media, feeds, search data), from the site's
 * files (relative, '/'-separated, as the build manifest lists them).
 */
export function assetFolders(files: readonly string[]): string[] {
  const folders = new Map<string, boolean>();
  for (const file of files) {
    const slash = file.indexOf('/');
    if (slash < 0) continue;
    const folder = file.slice(0, slash);
    folders.set(folder, (folders.get(folder) ?? false) || file.endsWith('.html'));
  }
  return [...folders]
    .filter(([, hasPage]) => !hasPage)
    .map(([folder]) => folder)
    .sort();
}
