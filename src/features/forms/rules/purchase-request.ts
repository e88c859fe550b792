import * as v from 'valibot';
import { PostcodeSchema } from './schemas/fields.ts';
import { LeadAttributesSchema, TRADE_IN_VEHICLE } from './schemas/lead.ts';
import { MESSAGES } from './schemas/messages.ts';

/**
 * A buy-online purchase request (POST /api/reservations/:reference/purchase): after the deposit, how the shopper
 * pays (cash, or finance with a deposit and term), their trade-in (none, or rego, make, model, year and km) and
 * how the car reaches them (pick up, or delivery to a postcode). Fields a choice needs are checked by
 * `purchaseRequestErrors`, so the browser's steps and the server name the same fields with the same messages.
 */
export const PurchaseRequestSchema = v.object(
  {
    payment_method: v.picklist(['cash', 'finance'], MESSAGES.choice),
    finance_deposit: v.optional(
      v.pipe(v.number(MESSAGES.number), v.minValue(0, MESSAGES.number), v.maxValue(250_000, MESSAGES.purchaseDeposit)),
    ),
    finance_term: v.optional(
      v.pipe(v.number(MESSAGES.number), v.integer(MESSAGES.purchaseTerm), v.minValue(1, MESSAGES.purchaseTerm)),
    ),
    has_trade_in: v.picklist(['Yes', 'No'], MESSAGES.choice),
    ...TRADE_IN_VEHICLE,
    delivery_method: v.picklist(['pickup', 'delivery'], MESSAGES.choice),
    delivery_postcode: v.optional(PostcodeSchema),
    lead_attributes: v.optional(LeadAttributesSchema, { visited_pages: [], linked_query_params: {} }),
    // A choice left out is required: its own message, as on the lead forms.
  },
  MESSAGES.required,
);
export type PurchaseRequest = v.InferOutput<typeof PurchaseRequestSchema>;

/** The fields each choice needs. */
export const PURCHASE_NEEDS = {
  finance: ['finance_deposit', 'finance_term'],
  tradeIn: ['rego', 'vehicle_make', 'vehicle_model', 'vehicle_year', 'kms'],
  delivery: ['delivery_postcode'],
} as const;

type Choices = Pick<PurchaseRequest, 'payment_method' | 'has_trade_in' | 'delivery_method'> &
  Partial<Pick<PurchaseRequest, 'finance_deposit' | 'finance_term'>> &
  Partial<Record<(typeof PURCHASE_NEEDS)['tradeIn'][number] | 'delivery_postcode', unknown>>;

/**
 * What is missing or out of range for these choices, by field: a needed field left empty ('This is a required
 * field.'), a deposit not below the car's price, a term beyond the site's longest. Empty when the request is whole.
 */
export function purchaseRequestErrors(
  request: Choices,
  limits: { price: number; maxTermYears: number },
): Record<string, string> {
  const needed = [
    ...(request.payment_method === 'finance' ? PURCHASE_NEEDS.finance : []),
    ...(request.has_trade_in === 'Yes' ? PURCHASE_NEEDS.tradeIn : []),
    ...(request.delivery_method === 'delivery' ? PURCHASE_NEEDS.delivery : []),
  ];
  const errors: Record<string, string> = {};
  for (const field of needed) {
    const value = (request as Record<string, unknown>)[field];
    if (value === undefined || value === '') errors[field] = MESSAGES.required;
  }
  if (request.payment_method !== 'finance') return errors;
  if (request.finance_deposit !== undefined && request.finance_deposit >= limits.price)
    errors['finance_deposit'] = MESSAGES.purchaseDeposit;
  if (request.finance_term !== undefined && request.finance_term > limits.maxTermYears)
    errors['finance_term'] = MESSAGES.purchaseTerm;
  return errors;
}
