import * as v from 'valibot';
import type { Car } from '../../stock/rules/car-schema.ts';
import { CREDIT_SCORES, creditScore, QUICK_QUOTE, quickQuotePrice, quickQuoteTerm } from './quick-quote.ts';

/** spec/shopper §7: body of POST /api/youx/quote. Shared by the island and the server route. */
export const QuoteRequestSchema = v.object({
  selfAssessedCreditScore: v.picklist(CREDIT_SCORES),
  /** Whole dollars, 10000 to 200000. */
  purchasePrice: v.pipe(v.number(), v.integer(), v.minValue(QUICK_QUOTE.minPrice), v.maxValue(QUICK_QUOTE.maxPrice)),
  /** Whole years, 1 to 7. */
  loanTerm: v.pipe(v.number(), v.integer(), v.minValue(QUICK_QUOTE.minTermYears), v.maxValue(QUICK_QUOTE.maxTermYears)),
  /** Build year of the car; absent on the finance page without a car. */
  year: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100))),
  vin: v.optional(v.pipe(v.string(), v.maxLength(17))),
  nvic: v.optional(v.pipe(v.string(), v.maxLength(12))),
  /** Who helps the shopper (e.g. the dealership or salesperson), as entered on the form. */
  whoIsHelping: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

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
