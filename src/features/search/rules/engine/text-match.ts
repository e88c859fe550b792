import type { CodedFacet, LoadedIndex } from './load-index.ts';

/** Columns the full-text query searches besides stock number and VIN. */
export const TEXT_SEARCH_COLUMNS = ['make', 'model', 'badge', 'series', 'colour'] as const;

/** Lower-case alphanumeric tokens of a text ("CX-5 Maxx" gives ["cx", "5", "maxx"]). */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

const EXACT = 2;
const PREFIX = 1;

/** 2 when `token` equals one of `words`, 1 when it prefixes one, else 0. */
function wordScore(words: readonly string[], token: string): number {
  let best = 0;
  for (const word of words) {
    if (word === token) return EXACT;
    if (word.startsWith(token)) best = PREFIX;
  }
  return best;
}

interface TextCache {
  columns: { codes: Int32Array; words: string[][] }[];
  stocknum: string[][];
}

const caches = new WeakMap<LoadedIndex, TextCache>();

function textCache(index: LoadedIndex): TextCache {
  let cache = caches.get(index);
  if (cache === undefined) {
    cache = {
      columns: TEXT_SEARCH_COLUMNS.map((name) => {
        const column = index.columns.get(name) as CodedFacet;
        return { codes: column.codes, words: column.values.map(tokenize) };
      }),
      stocknum: index.stocknum.map(tokenize),
    };
    caches.set(index, cache);
  }
  return cache;
}

/**
 * Scores every row against the query: each query token must prefix a word of make, model,
 * badge, series, colour or stock number, or the start of the VIN (case-insensitive). Returns
 * null for an empty query, else a per-row score (0 = no match; higher = more exact word matches).
 */
export function scoreQuery(index: LoadedIndex, query: string): Uint8Array | null {
  const tokens = tokenize(query);
  if (tokens.length === 0) return null;
  const cache = textCache(index);
  const scores = new Uint8Array(index.count).fill(1);
  for (const token of tokens) {
    const perColumn = cache.columns.map(({ words }) => Uint8Array.from(words, (list) => wordScore(list, token)));
    for (let row = 0; row < index.count; row++) {
      if (scores[row] === 0) continue;
      let best = 0;
      for (let c = 0; c < perColumn.length && best < EXACT; c++) {
        const code = cache.columns[c]?.codes[row] ?? -1;
        if (code >= 0) best = Math.max(best, perColumn[c]?.[code] ?? 0);
      }
      if (best < EXACT) best = Math.max(best, wordScore(cache.stocknum[row] ?? [], token));
      if (best === 0 && (index.vins[row] ?? '').startsWith(token)) best = token.length === 17 ? EXACT : PREFIX;
      scores[row] = best === 0 ? 0 : Math.min(255, (scores[row] ?? 0) + best);
    }
  }
  return scores;
}
