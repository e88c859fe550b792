const ELLIPSIS = '…';

/**
 * `text` cut to at most `max` characters including a trailing '…'. Cuts at the last space that
 * keeps at least half the budget (else mid-word), drops trailing spaces and punctuation.
 * Text that already fits comes back unchanged.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= ELLIPSIS.length) return ELLIPSIS.slice(0, Math.max(0, max));
  const budget = max - ELLIPSIS.length;
  const lastSpace = text.slice(0, budget + 1).search(/\s\S*$/);
  const cut = lastSpace >= budget / 2 ? text.slice(0, lastSpace) : text.slice(0, budget);
  return cut.replace(/[\s,;:.\-–—]+$/u, '') + ELLIPSIS;
}
