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
  return v.strictObject(entries, (issue) =>
    issue.expected === 'never' ? unknownKeyMessage(String(issue.input), known) : issue.message,
  );
}

/** What is said of a key its object does not know: the closest known key, else the known keys. */
export function unknownKeyMessage(key: string, known: readonly string[]): string {
  const suggestion = closestName(key, known);
  return suggestion
    ? `${UNKNOWN_KEY}; did you mean "${suggestion}"?`
    : `${UNKNOWN_KEY}; known keys: ${known.join(', ')}`;
}
