import { PURCHASE_NEEDS, purchaseRequestErrors, type PurchaseRequest } from './purchase-request.ts';
import type { DeliveryQuote } from './purchase-summary.ts';

/** The steps after the deposit on a buy-online page, in order (the last one sends). */
export const PURCHASE_STEPS = ['Finance', 'Trade-in', 'Delivery', 'Review'] as const;

/** The fields each step asks for (the review asks for none). */
const STEP_FIELDS: readonly (readonly string[])[] = [
  ['payment_method', ...PURCHASE_NEEDS.finance],
  ['has_trade_in', ...PURCHASE_NEEDS.tradeIn],
  ['delivery_method', ...PURCHASE_NEEDS.delivery],
  [],
];

/** What the shopper typed and chose, as the inputs hold it (strings). */
export type PurchaseValues = Readonly<Record<string, string>>;

/** The first values: cash, no trade-in, pick up (every choice answered, so a shopper can go straight through). */
export const PURCHASE_START: PurchaseValues = { payment_method: 'cash', has_trade_in: 'No', delivery_method: 'pickup' };

/** A delivery estimate with the postcode it is for. */
export type PostcodeQuote = DeliveryQuote & { readonly postcode: string };

/** A draft as kept in session storage: the step open, the values, the delivery estimate and the lead once sent. */
export interface PurchaseDraft {
  readonly step: number;
  readonly values: PurchaseValues;
  readonly delivery?: PostcodeQuote | undefined;
  readonly sentLeadId?: string | undefined;
}

/** A typed number: '$5,000' → 5000; undefined when nothing numeric was typed. */
export function typedNumber(raw: string | undefined): number | undefined {
  const cleaned = (raw ?? '').replace(/[^\d.]/g, '');
  if (cleaned === '') return undefined;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : undefined;
}

const text = (raw: string | undefined) => (raw === undefined || raw.trim() === '' ? undefined : raw.trim());

/** The request body the values make (the fields the choices do not need are left out). */
export function purchaseBody(values: PurchaseValues): Omit<PurchaseRequest, 'lead_attributes'> {
  const finance = values['payment_method'] === 'finance';
  const tradeIn = values['has_trade_in'] === 'Yes';
  const delivery = values['delivery_method'] === 'delivery';
  return {
    payment_method: finance ? 'finance' : 'cash',
    ...(finance
      ? { finance_deposit: typedNumber(values['finance_deposit']), finance_term: typedNumber(values['finance_term']) }
      : {}),
    has_trade_in: tradeIn ? 'Yes' : 'No',
    ...(tradeIn
      ? {
          rego: text(values['rego']),
          vehicle_make: text(values['vehicle_make']),
          vehicle_model: text(values['vehicle_model']),
          vehicle_year: typedNumber(values['vehicle_year']),
          kms: typedNumber(values['kms']),
        }
      : {}),
    delivery_method: delivery ? 'delivery' : 'pickup',
    ...(delivery ? { delivery_postcode: text(values['delivery_postcode']) } : {}),
  };
}

/** The errors of one step, by field: the request's own rules (purchaseRequestErrors) for the fields it asks for. */
export function stepErrors(
  step: number,
  values: PurchaseValues,
  limits: { price: number; maxTermYears: number },
): Record<string, string> {
  const fields = STEP_FIELDS[step] ?? [];
  const all = purchaseRequestErrors(purchaseBody(values), limits);
  return Object.fromEntries(Object.entries(all).filter(([field]) => fields.includes(field)));
}

/** A stored draft read back, or undefined when it is not one (another version, edited, or nothing). */
export function parseDraft(raw: string | null): PurchaseDraft | undefined {
  if (raw === null) return undefined;
  try {
    const draft = JSON.parse(raw) as Partial<PurchaseDraft>;
    const values = draft.values;
    if (typeof draft.step !== 'number' || draft.step < 0 || draft.step >= PURCHASE_STEPS.length) return undefined;
    if (typeof values !== 'object' || values === null) return undefined;
    if (!Object.values(values).every((value) => typeof value === 'string')) return undefined;
    const quote = draft.delivery;
    const delivery =
      typeof quote?.name === 'string' && typeof quote.price === 'number' && typeof quote.postcode === 'string'
        ? quote
        : undefined;
    const sentLeadId = typeof draft.sentLeadId === 'string' ? draft.sentLeadId : undefined;
    return { step: Math.floor(draft.step), values, delivery, sentLeadId };
  } catch {
    return undefined;
  }
}
