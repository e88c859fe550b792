import * as v from 'valibot';
import { optionalText } from '../../forms/rules/schemas/fields.ts';
import { MESSAGES, yearRange } from '../../forms/rules/schemas/messages.ts';
import type { Car } from '../../stock/rules/car-schema.ts';
import { CREDIT_SCORES, creditScore, QUICK_QUOTE, quickQuotePrice, quickQuoteTerm } from './quick-quote.ts';

/** Latest build year a quote accepts. */
const LATEST_YEAR = 2100;

/** spec/shopper §7: body of POST /api/youx/quote. Shared by the island and the server route; a missing field is 'This is a required field.' */
export const QuoteRequestSchema = v.object(
  {
    selfAssessedCreditScore: v.picklist(CREDIT_SCORES, MESSAGES.choice),
    /** Whole dollars, 10000 to 200000. */
    purchasePrice: v.pipe(
      v.number(MESSAGES.number),
      v.integer(MESSAGES.wholeDollars),
      v.minValue(QUICK_QUOTE.minPrice, MESSAGES.financePrice),
      v.maxValue(QUICK_QUOTE.maxPrice, MESSAGES.financePrice),
    ),
    /** Whole years, 1 to 7. */
    loanTerm: v.pipe(
      v.number(MESSAGES.number),
      v.integer(MESSAGES.loanTerm),
      v.minValue(QUICK_QUOTE.minTermYears, MESSAGES.loanTerm),
      v.maxValue(QUICK_QUOTE.maxTermYears, MESSAGES.loanTerm),
    ),
    /** Build year of the car; absent on the finance page without a car. */
    year: v.optional(
      v.pipe(
        v.number(MESSAGES.number),
        v.integer(yearRange(LATEST_YEAR)),
        v.minValue(1900, yearRange(LATEST_YEAR)),
        v.maxValue(LATEST_YEAR, yearRange(LATEST_YEAR)),
      ),
    ),
    vin: optionalText(17),
    nvic: optionalText(12),
    /** Who helps the shopper (e.g. the dealership or salesperson), as entered on the form. */
    whoIsHelping: optionalText(200),
  },
  MESSAGES.required,
);

/** spec/shopper §7: answer of POST /api/youx/quote. Weekly amount in dollars, rates in percent p.a. */
export const QuoteResponseSchema = v.object({
  weeklyRepaymentAmount: v.number(),
  advertisedRate: v.number(),
  comparisonRate: v.number(),
});

export type QuoteRequest = v.InferOutput<typeof QuoteRequestSchema>;
export type QuoteResponse = v.InferOutput<typeof QuoteResponseSchema>;

/** Raw quick-quote form values (strings as typed, or numbers). */
export interface QuoteFormValues {
  readonly selfAssessedCreditScore?: string;
  readonly purchasePrice?: string | number;
  readonly loanTerm?: string | number;
  readonly whoIsHelping?: string;
  /** Year from the query when there is no car. */
  readonly year?: number;
}

/**
 * The quote request for a car (or none) and the form: score defaults to 'GREAT', term to 5,
 * price to the car's price, all clamped to the schema's bounds; empty strings are left out.
 */
export function buildQuoteRequest(
  car: Pick<Car, 'price' | 'year' | 'vin' | 'nvic'> | null,
  form: QuoteFormValues,
): QuoteRequest {
  const price = form.purchasePrice ?? car?.price ?? QUICK_QUOTE.defaultPrice;
  const request: { -readonly [K in keyof QuoteRequest]: QuoteRequest[K] } = {
    selfAssessedCreditScore: creditScore(form.selfAssessedCreditScore),
    purchasePrice: quickQuotePrice(price),
    loanTerm: quickQuoteTerm(form.loanTerm),
  };
  const year = car?.year ?? form.year;
  if (year !== undefined) request.year = year;
  const vin = car?.vin?.trim();
  if (vin) request.vin = vin;
  const nvic = car?.nvic?.trim();
  if (nvic) request.nvic = nvic;
  const whoIsHelping = form.whoIsHelping?.trim();
  if (whoIsHelping) request.whoIsHelping = whoIsHelping;
  return request;
}
