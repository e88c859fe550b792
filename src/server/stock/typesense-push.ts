import type { Tenant } from '../../config/load-tenant.ts';
import { updateDocuments, type IndexerOptions } from '../../features/search/build/typesense/indexer.ts';
import { priceRange, type CarRecord } from '../../features/search/rules/typesense/record.ts';
import type { LiveChange } from '../../features/stock/rules/live-car.ts';
import type { StockFacts } from './feed-changes.ts';

/** The tenant's Typesense collection to update with the admin key (TYPESENSE_API_KEY), if it searches on Typesense. */
export function typesenseTarget(
  tenant: Tenant,
  apiKey: string | undefined,
  fetcher?: typeof fetch,
): IndexerOptions | undefined {
  const engine = tenant.site.search.engine;
  const node = engine.type === 'typesense' ? engine.nodes[0] : undefined;
  if (engine.type !== 'typesense' || !node || !apiKey) return undefined;
  return {
    url: `${node.protocol}://${node.host}:${node.port}`,
    apiKey,
    collection: engine.collection,
    ...(fetcher ? { fetch: fetcher } : {}),
  };
}

/**
 * The partial documents that bring the collection to the live state: each changed car's status, reserved flag,
 * price and price range; a car changed at the last push but not now goes back to its built values.
 */
export function statePatches(
  state: Readonly<Record<string, LiveChange>>,
  pushedBefore: ReadonlySet<string>,
  builtOf: (id: number) => StockFacts | undefined,
): CarRecord[] {
  const ids = new Set([...pushedBefore, ...Object.keys(state)]);
  return [...ids].flatMap((id) => {
    const built = builtOf(Number(id));
    if (!built) return [];
    const change = state[id] ?? {};
    const price = change.price ?? built.price;
    const reserved = change.status === 'reserved' || built.reserved === true;
    const status = change.status === undefined || change.status === 'reserved' ? built.status : change.status;
    const range = priceRange(price);
    return [{ id, status, reserved, price, ...(range === undefined ? {} : { price_range: range }) }];
  });
}

/** Pushes the live state into the collection; answers the ids now differing from the build (next push's `pushedBefore`). */
export async function pushLiveState(
  target: IndexerOptions,
  state: Readonly<Record<string, LiveChange>>,
  pushedBefore: ReadonlySet<string>,
  builtOf: (id: number) => StockFacts | undefined,
): Promise<{ pushed: Set<string>; refused: { id: string; error: string }[] }> {
  const refused = await updateDocuments(statePatches(state, pushedBefore, builtOf), target);
  return { pushed: new Set(Object.keys(state)), refused };
}
