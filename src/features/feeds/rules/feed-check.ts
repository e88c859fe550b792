import { GOOGLE_COLUMNS, GOOGLE_REQUIRED } from './google-vehicle-listings.ts';
import { META_COLUMNS, META_REQUIRED } from './meta-automotive-catalog.ts';
import { parseTsv } from './tsv.ts';

export const FEED_RULE = 'feed-fields';

/** A feed the build writes (src/pages/feeds/): its site path, columns and the fields its specification requires. */
export interface BuiltFeed {
  path: string;
  columns: readonly string[];
  required: readonly string[];
}

export const BUILT_FEEDS: readonly BuiltFeed[] = [
  { path: '/feeds/google-vehicle-listings.tsv', columns: GOOGLE_COLUMNS, required: GOOGLE_REQUIRED },
  { path: '/feeds/meta-automotive-catalog.tsv', columns: META_COLUMNS, required: META_REQUIRED },
];

/**
 * Problems of one written feed: a header other than its columns, or a row with a required field empty
 * (named by row number and the row's first cell, the VIN or vehicle id). Google and Meta reject such rows.
 */
export function feedProblems(text: string, feed: BuiltFeed): string[] {
  const header = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n')).split('\t');
  if (header.join('\t') !== feed.columns.join('\t'))
    return [`its header is not the ${feed.columns.length} columns of the specification`];
  return parseTsv(text).flatMap((row, i) => {
    const empty = feed.required.filter((field) => (row[field] ?? '') === '');
    return empty.length === 0
      ? []
      : [`row ${i + 1} (${row[feed.columns[0] ?? ''] || 'no id'}) has no ${empty.join(', ')}`];
  });
}
