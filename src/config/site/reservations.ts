import * as v from 'valibot';
import { doc } from '../field-doc.ts';
import { strictObject } from '../strict-object.ts';

/** The dealer's reservation policy (spec: $200 deposit, 100% refundable, car held 48 hours). */
export const ReservationsSchema = strictObject({
  refundOnExpiry: doc(
    'Refund the deposit when the 48-hour hold ends without a sale (a cancellation is always refunded). Default: true (spec: 100% refundable).',
    v.optional(v.boolean(), true),
  ),
});
