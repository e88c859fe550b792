import algoliasearchHelper from 'algoliasearch-helper';
import { describe, expect, it, vi } from 'vitest';
import type { SearchResult } from './algolia-types.ts';
import { buildIndex } from './build-index.ts';
import { FIXTURE_CARS, FIXTURE_NOW } from './fixtures.ts';
import { createEmbeddedSearchClient } from './instantsearch-client.ts';
import { loadIndex } from './load-index.ts';
import { createEngine } from './search.ts';

const built = buildIndex(FIXTURE_CARS, { cardChunkSize: 8 });
const clientOf = (load = vi.fn(async () => createEngine(loadIndex(built.index, built.vins)))) => ({
  load,
  client: createEmbeddedSearchClient(load, {
    nowSeconds: () => FIXTURE_NOW,
    loadCardChunk: async (chunk) => built.cardChunks?.[chunk] ?? { chunk, cards: {} },
  }),
});

describe('embedded InstantSearch client', () => {
  it('loads the engine once and merges card chunks into hits', async () => {
    const { load, client } = clientOf();
    const first = await client.search([{ indexName: 'cars', params: { query: 'wildtrak' } }]);
    await client.search([{ indexName: 'cars', params: {} }]);
    expect(load).toHaveBeenCalledTimes(1);
    expect((first.results[0] as SearchResult).hits[0]).toMatchObject({
      objectID: '15',
      slug: '2023-ford-ranger-wildtrak-15',
      trans: '8 SP AUTOMATIC',
    });
  });

  it('retries the load after a failure', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(createEngine(loadIndex(built.index, built.vins)));
    const { client } = clientOf(load);
    await expect(client.search([{ indexName: 'cars' }])).rejects.toThrow('offline');
    expect((await client.search([{ indexName: 'cars' }])).results).toHaveLength(1);
  });

  it('works under algoliasearch-helper with disjunctive facets and facet-value search', async () => {
    const { client } = clientOf();
    const helper = algoliasearchHelper(client as never, 'cars', {
      disjunctiveFacets: ['make', 'car_type'],
      hitsPerPage: 21,
    });
    helper.addDisjunctiveFacetRefinement('make', 'Toyota').addDisjunctiveFacetRefinement('car_type', 'new');
    const { content } = await helper.searchOnce({});
    expect(content.nbHits).toBe(2);
    const makes = content.getFacetValues('make', { sortBy: ['count:desc', 'name:asc'] }) as {
      name: string;
      count: number;
    }[];
    expect(makes.map(({ name, count }) => [name, count])).toEqual([
      ['Toyota', 2],
      ['Ford', 1],
      ['Hyundai', 1],
      ['Mazda', 1],
      ['Nissan', 1],
    ]);
    const facetValues = await helper.searchForFacetValues('make', 'to', 10);
    expect(facetValues.facetHits.map((hit) => hit.value)).toEqual(['Toyota']);
  });
});
