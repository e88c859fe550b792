import type { APIRoute, GetStaticPaths } from 'astro';
import { searchData } from '../../features/search/build/search-data.ts';
import { engineOptionsOf } from '../../features/search/rules/engine-options.ts';
import { tenant } from '../../tenant/current.ts';
import { rendersPage } from '../../tenant/rendered-pages.ts';

/**
 * The tenant's embedded search index, written into the build: index.json (columns), vins.json,
 * cards-<n>.json (card extras per chunk) and engine.json (the engine options the worker uses).
 */
export const getStaticPaths = (async () => {
  // An incremental build renders only the pages that read a changed input (src/tenant/page-inputs.ts).
  if (!rendersPage('search-index/[file].ts')) return [];
  const { built } = await searchData(tenant);
  const files: Record<string, unknown> = {
    'index.json': built.index,
    'vins.json': built.vins,
    'engine.json': engineOptionsOf(tenant.site),
  };
  for (const chunk of built.cardChunks ?? []) files[`cards-${chunk.chunk}.json`] = chunk;
  return Object.entries(files).map(([file, body]) => ({ params: { file }, props: { body } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify((props as { body: unknown }).body), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
