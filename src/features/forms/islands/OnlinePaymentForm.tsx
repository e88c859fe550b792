import './forms.css';
import { payOnline } from '../client/online-payments.ts';
import { ONLINE_PAYMENT_FORM } from '../rules/definitions/online-payment.ts';
import { ProviderCheckoutForm } from './ProviderCheckoutForm.tsx';
import { tenantFormContext } from './tenant-form-context.ts';

/** Where the receipt of a payment is shown. */
const receiptPath = (reference: string) => `/online-payment/receipt?reference=${encodeURIComponent(reference)}`;

/**
 * /online-payment: the signed-in shopper pays the dealer an amount against a service invoice or a balance. The
 * payment provider takes the card on its own page (Stripe Checkout), or the demo's development provider charges none.
 */
export default function OnlinePaymentForm() {
  return (
    <ProviderCheckoutForm
      definition={ONLINE_PAYMENT_FORM}
      context={tenantFormContext()}
      title="Online payment"
      start={payOnline}
      reference={(answer) => answer.payment.reference}
      paid={(answer) => window.location.assign(receiptPath(answer.payment.reference))}
    />
  );
}
