import * as v from 'valibot';
import { doc } from '../field-doc.ts';
import { strictObject } from '../strict-object.ts';

const gate = (what: string) =>
  v.optional(doc(`${what} asks a visitor who is not signed in to sign in first. Default: false.`, v.boolean()), false);

/** spec: gated routes. online-payment and garage pages are always gated. */
export const GatesSchema = strictObject({
  checkout: gate('Checkout (reserving a car)'),
  finance: gate('The finance page (a car with a VIN or NVIC goes to the personalised finance page)'),
  spinToWin: gate('The spin-to-win page'),
  creditCheckFinance: gate('The credit-check finance page'),
  tradeIn: gate('The trade-in page'),
  sellMyCar: gate('The sell-my-car page'),
});

export type Gates = v.InferOutput<typeof GatesSchema>;
