import { join } from 'node:path';
import { runJsonChild } from './json-child.ts';
import { ROOT } from './paths.ts';

/** One tenant's bundle, made and kept by scripts/bundle-tenants.ts. */
export interface BundleResult {
  seconds: number;
  /** The bundling process's peak so far (MB): it bundles tenants one after another. */
  maxRssMb: number;
}

interface BundlerLine {
  bundled?: string;
  failed?: string;
  seconds?: number;
  maxRssMb?: number;
  message?: string;
}

/** What a line of the bundler says (Astro's own log lines say nothing here). */
function heardOf(line: string): BundlerLine {
  try {
    return line.startsWith('{') ? (JSON.parse(line) as BundlerLine) : {};
  } catch {
    return {};
  }
}

/**
 * Starts scripts/bundle-tenants.ts over `slugs` (bundled one after another, in that order) and gives each tenant's
 * bundle as a promise: resolved once it is kept, rejected with Astro's message when it could not be made, or with the
 * bundler's exit should it end first.
 */
export function startBundler(
  slugs: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Map<string, Promise<BundleResult>> {
  if (slugs.length === 0) return new Map();
  const pending = new Map(slugs.map((slug) => [slug, Promise.withResolvers<BundleResult>()]));
  const bundles = new Map([...pending].map(([slug, { promise }]) => [slug, promise]));
  // Each is awaited when its tenant's turn comes; a failure before then is not an unhandled rejection.
  for (const promise of bundles.values()) promise.catch(() => undefined);
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  runJsonChild(join(ROOT, 'scripts', 'bundle-tenants.ts'), slugs, {
    ...options,
    onLine: (line) => {
      const heard = heardOf(line);
      const slug = heard.bundled ?? heard.failed;
      const waiting = slug === undefined ? undefined : pending.get(slug);
      if (!slug || !waiting) return;
      pending.delete(slug);
      if (heard.bundled) waiting.resolve({ seconds: heard.seconds ?? 0, maxRssMb: heard.maxRssMb ?? 0 });
      else waiting.reject(new Error(`Astro could not bundle the site: ${heard.message ?? 'no reason given'}`));
    },
  }).then(
    () => failAll(new Error('the bundler ended without bundling it')),
    (error: Error) => failAll(error),
  );
  return bundles;
}
