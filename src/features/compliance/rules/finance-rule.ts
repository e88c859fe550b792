/** Finance figures on a page must come with their comparison rate and the statutory warning (NCC s164, ASIC RG 178, NCCP Regulations reg 99–100). */

const RATE = /\d+(?:\.\d+)?\s?%\s?p\.?\s?a\.?/gi;
const REPAYMENT =
  /\$\s?[\d,]+(?:\.\d{1,2})?\s?(?:\/\s?(?:wk|week|fortnight|fn|mth|month)\b|per (?:week|fortnight|month)\b|p\/w\b)/gi;
/** A stated comparison rate: '9.07% p.a. comparison rate' or 'comparison rate 9.07% p.a.' (the warning's words alone are not one). */
const COMPARISON =
  /\d+(?:\.\d+)?\s?%\s?(?:p\.?\s?a\.?)?\s*\*?\s*comparison rate|comparison rate:?\s*(?:of\s)?\d+(?:\.\d+)?\s?%/i;
/** How far from a rate or repayment its comparison rate may sit, in characters of page text ('beside it'). */
export const NEARBY_CHARS = 160;
const WARNING_PARTS = [/true only for the examples? given/i, /might result in a different comparison rate/i];

export const FINANCE_RULE = 'comparison-rate';

/** Problems of one page's text: each rate or repayment without a comparison rate beside it, and the warning missing. */
export function financeProblems(text: string): string[] {
  // Most pages show no finance figure: skip them before any pattern runs.
  if (!text.includes('%') && !/\/(?:wk|week|fortnight|fn|mth|month)\b|per (?:week|fortnight|month)|p\/w/i.test(text))
    return [];
  const problems: string[] = [];
  let figures = 0;
  for (const pattern of [RATE, REPAYMENT]) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      // The comparison rate itself ('9.07% p.a. comparison rate') is the answer, not a figure that needs one.
      if (pattern === RATE && /^\s*\*?\s*comparison rate/i.test(text.slice(end, end + 20))) continue;
      figures += 1;
      const around = text.slice(Math.max(0, start - NEARBY_CHARS), end + NEARBY_CHARS);
      if (!around.toLowerCase().includes('comparison rate') || !COMPARISON.test(around))
        problems.push(`'${match[0].trim()}' is shown without its comparison rate beside it`);
    }
  }
  if (figures > 0 && !WARNING_PARTS.every((part) => part.test(text)))
    problems.push('a finance rate or repayment is shown without the comparison rate warning');
  return problems;
}
