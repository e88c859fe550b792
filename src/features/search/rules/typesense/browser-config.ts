import type { SearchConfig } from '../../../../config/site/search.ts';
import type { TypesenseBrowserConfig } from '../page-config.ts';

/**
 * The Typesense settings shipped to the browser, or null for the embedded engine. The key is read
 * at build time from the environment variable the config names (a scoped search-only key; see
 * scripts/typesense-index.ts, which prints one with the stock filter embedded).
 */
export function typesenseBrowserConfig(
  engine: SearchConfig['engine'],
  env: Readonly<Record<string, string | undefined>> = process.env,
): TypesenseBrowserConfig | null {
  if (engine.type !== 'typesense') return null;
  return { nodes: engine.nodes, collection: engine.collection, searchKey: env[engine.searchKeyEnv] ?? '' };
}
