import { truncate } from '../../../shared/truncate.ts';

/** spec/shopper §9: the finance disclaimer's short form is cut at 197 characters. */
export const FINANCE_DISCLAIMER_LIMIT = 197;

/** Short and long forms of a finance disclaimer; `expandable` is false when both are the same. */
export interface DisclaimerForms {
  readonly short: string;
  readonly long: string;
  readonly expandable: boolean;
}

/** Splits a disclaimer into its short form (≤ 197 characters, word boundary, '…') and the full text. */
export function disclaimerForms(text: string): DisclaimerForms {
  const long = text.trim();
  const short = truncate(long, FINANCE_DISCLAIMER_LIMIT);
  return { short, long, expandable: short !== long };
}
