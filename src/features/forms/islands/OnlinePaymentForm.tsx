import { useEffect, useRef, useState } from 'react';
import './forms.css';
import { payOnline } from '../client/online-payments.ts';
import { isDemoPayment } from '../client/reservations.ts';
import { ONLINE_PAYMENT_FORM } from '../rules/definitions/online-payment.ts';
import type { FormContext } from '../rules/form-context.ts';
import { LeadForm } from './LeadForm.tsx';

/** Where the receipt of a payment is shown. */
const receiptPath = (reference: string) => `/online-payment/receipt?reference=${encodeURIComponent(reference)}`;

/**
 * /online-payment: the signed-in shopper pays the dealer an amount against a service invoice or a balance. The
 * payment provider takes the card on its own page (Stripe Checkout), or the demo's development provider charges none.
 */
export default function OnlinePaymentForm({ context }: { context: FormContext }) {
  const [demo, setDemo] = useState(false);
  const next = useRef<string>(undefined);
  useEffect(() => {
    void isDemoPayment().then(setDemo);
  }, []);
  return (
    <>
      {demo && (
        <p className="form-alert" role="note">
          <strong>Demo payment: no card is charged.</strong>
        </p>
      )}
      <LeadForm
        definition={ONLINE_PAYMENT_FORM}
        context={context}
        title="Online payment"
        hooks={{
          create: async (payload) => {
            const result = await payOnline(payload);
            if (!result.ok) return result;
            next.current = result.data.checkout_url ?? receiptPath(result.data.payment.reference);
            return { ...result, data: { lead_id: result.data.payment.reference } };
          },
          onDone: () => {
            if (next.current) window.location.assign(next.current);
          },
        }}
      />
    </>
  );
}
