import * as v from 'valibot';
import { closestName } from './did-you-mean.ts';

/** The start of the message of a key its object does not know (tenant-errors.ts completes the suggestion). */
export const UNKNOWN_KEY = 'unknown key';

/**
 * An object that rejects keys it does not know, so a mistyped or misplaced key is reported instead of silently
 * dropped; the message suggests the closest known key. Its JSON Schema has `additionalProperties: false`.
 */
export function strictObject<const E extends v.ObjectEntries>(entries: E) {
  const known = Object.keys(entries);
  return v.strictObject(entries, (issue) => {
    if (issue.expected !== 'never') return issue.message;
    const suggestion = closestName(String(issue.input), known);
    return suggestion ? `${UNKNOWN_KEY}; did you mean "${suggestion}"?` : `${UNKNOWN_KEY}; known keys: ${known.join(', ')}`;
  });
}
