import { useEffect, useRef, useState, type ComponentProps } from 'react';
import type { ApiResult } from '../client/api.ts';
import { isDemoPayment } from '../client/reservations.ts';
import { LeadForm } from './LeadForm.tsx';

/** What the server answers when it starts a payment: the provider's checkout page, unless it needs none. */
interface StartedPayment {
  checkout_url?: string | undefined;
}

/**
 * A lead form that pays through the payment provider (the reserve deposit, an online payment): its request starts
 * the payment on the server, then the shopper goes to the provider's own page (Stripe Checkout, no card data here),
 * or, where the development provider needs no page, on to `paid`. On demo sites a notice says no card is charged.
 */
export function ProviderCheckoutForm<T extends StartedPayment>({
  start,
  reference,
  paid,
  ...form
}: Omit<ComponentProps<typeof LeadForm>, 'hooks'> & {
  /** The form's request: the server records it and starts the payment. */
  start: (payload: Record<string, unknown>) => Promise<ApiResult<T>>;
  /** The reference the form goes on with (the lead id the form reports). */
  reference: (answer: T) => string;
  /** What follows a payment that needed no provider's page. */
  paid: (answer: T) => void;
}) {
  const demo = useDemoPayment();
  const answer = useRef<T>(undefined);
  return (
    <>
      {demo && (
        <p className="form-alert" role="note">
          <strong>Demo payment: no card is charged.</strong>
        </p>
      )}
      <LeadForm
        {...form}
        hooks={{
          create: async (payload) => {
            const result = await start(payload);
            if (!result.ok) return result;
            answer.current = result.data;
            return { ...result, data: { lead_id: reference(result.data) } };
          },
          onDone: () => {
            const done = answer.current;
            if (!done) return;
            // The provider's own page takes the card; it sends the shopper back with the reference.
            if (done.checkout_url) window.location.assign(done.checkout_url);
            else paid(done);
          },
        }}
      />
    </>
  );
}

/** Whether payments go to the development provider, which charges no card (false until the server answers). */
function useDemoPayment(): boolean {
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    void isDemoPayment().then(setDemo);
  }, []);
  return demo;
}
