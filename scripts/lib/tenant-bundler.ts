import { join } from 'node:path';
import { runJsonChild } from './json-child.ts';
import { ROOT } from './paths.ts';

/** The bundle every tenant's build renders from, made and kept by scripts/bundle-tenants.ts. */
export interface BundleResult {
  seconds: number;
  /** The bundling process's peak (MB). */
  maxRssMb: number;
}

interface BundlerLine {
  bundled?: boolean;
  failed?: boolean;
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
 * Starts scripts/bundle-tenants.ts: resolved once the bundle is kept, rejected with Astro's message when it could not
 * be made, or with the bundler's exit should it end first.
 */
export function startBundler(options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<BundleResult> {
  const { promise, resolve, reject } = Promise.withResolvers<BundleResult>();
  runJsonChild(join(ROOT, 'scripts', 'bundle-tenants.ts'), [], {
    ...options,
    onLine: (line) => {
      const heard = heardOf(line);
      if (heard.bundled) resolve({ seconds: heard.seconds ?? 0, maxRssMb: heard.maxRssMb ?? 0 });
      if (heard.failed) reject(new Error(`Astro could not bundle the site: ${heard.message ?? 'no reason given'}`));
    },
  }).then(
    () => reject(new Error('the bundler ended without bundling the site')),
    (error: Error) => reject(error),
  );
  return promise;
}
