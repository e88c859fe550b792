/** Deepest nesting of objects and arrays a request body may have (lead forms nest two levels). */
export const MAX_JSON_DEPTH = 32;

/**
 * The nesting depth of a JSON text, counted without parsing or recursion (brackets inside strings
 * are skipped), so a hostile body is refused before JSON.parse or JSON.stringify can overflow the stack.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return deepest;
}
