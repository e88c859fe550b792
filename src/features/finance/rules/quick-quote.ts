import { formatMoney } from '../../../shared/money.ts';
/** spec (second document) section 5: self-assessed credit score choices. */
export const CREDIT_SCORES = ['GREAT', 'DECENT', 'POOR'] as const;
export type CreditScore = (typeof CREDIT_SCORES)[number];

/** spec/shopper §9: quick-quote defaults and bounds. Prices in dollars, terms in years. */
export const QUICK_QUOTE = {
  creditScore: 'GREAT',
  loanTermYears: 5,
  minTermYears: 1,
  maxTermYears: 7,
  minPrice: 10_000,
  maxPrice: 200_000,
  /** Price when there is no car and no query parameter. */
  defaultPrice: 30_000,
  /** Quote request debounce in milliseconds. */
  debounceMs: 500,
} as const;

/** spec: the quick-quote price input keeps digits only ('$25,990.50' → '2599050'). */
export function digitsOnly(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** Quick-quote purchase price in whole dollars, clamped to 10000 to 200000 (no digits → 10000). */
export function quickQuotePrice(raw: string | number): number {
  const value = typeof raw === 'number' ? Math.round(raw) : Number(digitsOnly(raw) || '0');
  return Math.min(QUICK_QUOTE.maxPrice, Math.max(QUICK_QUOTE.minPrice, value));
}

/**
 * The quick-quote price field's first text (spec/site §5, §9): the link's price as sent (`?vehiclePriceBudget=` or
 * `?price=`, digits only; left unclamped so the help says which price is quoted), else the car's price clamped to
 * 10000 to 200000, else 30000.
 */
export function initialQuickQuotePrice(carPrice?: number, queryPrice?: string): string {
  if (queryPrice !== undefined && digitsOnly(queryPrice) !== '') return digitsOnly(queryPrice);
  if (carPrice !== undefined && carPrice > 0) return String(quickQuotePrice(carPrice));
  return String(QUICK_QUOTE.defaultPrice);
}

/** Loan term in whole years clamped to 1 to 7; anything unreadable gives the default 5. */
export function quickQuoteTerm(raw: string | number | undefined): number {
  const value = typeof raw === 'number' ? raw : Number.parseInt(raw ?? '', 10);
  if (!Number.isFinite(value)) return QUICK_QUOTE.loanTermYears;
  return Math.min(QUICK_QUOTE.maxTermYears, Math.max(QUICK_QUOTE.minTermYears, Math.round(value)));
}

/** A credit score from a form or query value; unknown values give 'GREAT'. */
export function creditScore(raw: string | undefined): CreditScore {
  const upper = raw?.trim().toUpperCase();
  return CREDIT_SCORES.find((score) => score === upper) ?? QUICK_QUOTE.creditScore;
}

/** spec/site §5 price quick picks: the defaults, and a luxury site's. */
export const QUICK_PICKS = {
  standard: [5000, 10000, 20000, 30000, 50000, 70000],
  luxury: [300000, 400000, 500000, 600000, 700000, 800000],
} as const;

/**
 * spec/site §5 quick picks the form shows, ascending, without repeats: on a standard site those the quote honours
 * (inside 10000 to 200000); on a luxury site all of them, every one above the quote's bound, so choosing one shows
 * under the price that the estimate uses $200,000 (priceBoundsHelp), as a typed price above it does.
 */
export function quickPickPrices(finance: {
  readonly quickPicks?: readonly number[] | undefined;
  readonly luxury: boolean;
}): number[] {
  const picks = finance.quickPicks ?? (finance.luxury ? QUICK_PICKS.luxury : QUICK_PICKS.standard);
  return [...new Set(picks)]
    .filter((p) => finance.luxury || (p >= QUICK_QUOTE.minPrice && p <= QUICK_QUOTE.maxPrice))
    .sort((a, b) => a - b);
}

/** Loan term choices in years: 1 to the site's longest term (site.finance.maxTermYears), never above 7. */
export function loanTermOptions(maxTermYears: number): number[] {
  const longest = Math.max(QUICK_QUOTE.minTermYears, Math.min(QUICK_QUOTE.maxTermYears, Math.floor(maxTermYears)));
  return Array.from({ length: longest }, (_, i) => i + 1);
}

/**
 * The help under the price input: the bounds, and when a typed price is outside them, the price
 * the estimate really uses ('$250,000' → 'This estimate uses $200,000: we quote between $10,000 and $200,000.').
 */
export function priceBoundsHelp(typed: string): string {
  const bounds = `between ${formatMoney(QUICK_QUOTE.minPrice)} and ${formatMoney(QUICK_QUOTE.maxPrice)}`;
  const digits = digitsOnly(typed);
  const used = digits === '' ? undefined : quickQuotePrice(digits);
  if (used === undefined || used === Number(digits)) return `We quote ${bounds}.`;
  return `This estimate uses ${formatMoney(used)}: we quote ${bounds}.`;
}
