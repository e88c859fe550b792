/**
 * What a typed value keeps: the characters a person can see. Leads end in the CRM's ADF (XML 1.0), which cannot
 * carry control characters, lone surrogates or U+FFFE/U+FFFF; invisible format characters (zero-width, word
 * joiner, byte-order mark, soft hyphen) and bidi controls, which reorder what staff read (CVE-2021-42574), go too.
 */
const INVISIBLE = /[\p{Cc}\p{Cs}\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\uFFFE\uFFFF]/gu;

/** Line breaks of every kind: CRLF, CR, LF, vertical tab, form feed, NEL, line and paragraph separators. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;

/** Letters that render as nothing (Hangul fillers, braille blank): no more visible than a space. */
const BLANK_LETTERS = '\u115F\u1160\u3164\uFFA0\u2800';
const VISIBLE = new RegExp(`(?![${BLANK_LETTERS}])[\\p{L}\\p{N}\\p{P}\\p{S}]`, 'u');

/** Controls that lay text out (tab, line breaks): in a one-line value they stand for a space. */
const LAYOUT = /[\t\n\v\f\r\u0085]/;

/** A one-line value (a name, a rego): `INVISIBLE` characters go, line breaks and runs of spaces become one space, ends trimmed. 'Ann\r\nLee' → 'Ann Lee'. */
export function singleLine(text: string): string {
  return text
    .replace(INVISIBLE, (char) => (LAYOUT.test(char) ? ' ' : ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** A multi-line value (Comments): line breaks become '\n', tabs stay, the rest of `INVISIBLE` goes, ends trimmed. */
export function multiLine(text: string): string {
  return text
    .replace(LINE_BREAK, '\n')
    .replace(INVISIBLE, (char) => (char === '\n' || char === '\t' ? char : ''))
    .trim();
}

/** Whether the text shows at least one letter, digit, punctuation mark or symbol. */
export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE.test(text);
}
