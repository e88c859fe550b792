import { createHash } from 'node:crypto';
import type { Tenant } from '../../src/config/load-tenant.ts';
import { typesenseBrowserConfig } from '../../src/features/search/rules/typesense/browser-config.ts';
import { BUILD_NOW } from '../../src/features/stock/build/stock-once.ts';
import { codeFingerprint, markdownFingerprint, tenantFileFingerprints } from './build-stamp.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Fingerprints of what a tenant's build reads besides its stock. */
export interface SourceInputs {
  /** The code alone: the bundles are the same whatever the day. */
  codeOnly: string;
  /** The build's inputs by kind (src/tenant/page-inputs.ts), stock aside. */
  inputs: Record<'code' | 'site' | 'locations' | 'models' | 'promos' | 'content' | 'news', string>;
}

/** `codeOnly`: the code's fingerprint, when the caller has it (it reads every source file: once per process). */
export function sourceInputs(tenant: Tenant, codeOnly: string = codeFingerprint('')): SourceInputs {
  const files = tenantFileFingerprints(tenant.dir);
  return {
    codeOnly,
    inputs: {
      // With the build's day: generated stock and the sold-car window move with it, so every page reads it.
      code: sha256(`${codeOnly}\n${BUILD_NOW.toISOString().slice(0, 10)}`),
      ...files,
      // The Typesense search key the pages embed comes from the variable site.json names: part of the site config.
      site: sha256(`${files.site}\n${JSON.stringify(typesenseBrowserConfig(tenant.site.search.engine))}`),
    },
  };
}

/**
 * What the one prerender bundle every tenant's build shares is made from: the code and the Markdown of every folder in
 * `root` (its content store holds them all: src/content.config.ts). Everything else of a tenant is read at render time.
 */
export function bundleInputs(codeOnly: string, root: string): string {
  return `${codeOnly}\n${markdownFingerprint(root)}`;
}
