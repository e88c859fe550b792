import Stripe from 'stripe';
import {
  PaymentSignatureError,
  type DepositRequest,
  type DepositStart,
  type PaymentEvent,
  type PaymentProvider,
} from './payment-provider.ts';

export interface StripeOptions {
  /** STRIPE_SECRET_KEY ('sk_live_…' or 'sk_test_…'). */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET ('whsec_…') of the webhook endpoint. */
  webhookSecret: string;
  /** Another API address (tests: a local server speaking Stripe's API). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

const CHECKOUT_EVENTS_PAID = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const CHECKOUT_EVENTS_ENDED = new Set(['checkout.session.expired', 'checkout.session.async_payment_failed']);

/**
 * Stripe on its official library: a Checkout Session for the AUD deposit or online payment (Stripe's hosted page
 * takes the card), confirmation only from the webhook verified with `stripe.webhooks.constructEvent`, and refunds of
 * the payment intent. Create calls carry idempotency keys derived from the reservation id.
 */
export function stripePaymentProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(options.api ?? {}) });
  return {
    name: 'stripe',
    async startDeposit(request) {
      const metadata = { reservation_id: request.reservationId, tenant: request.tenant, reference: request.reference };
      return checkoutSession(stripe, request, metadata, request.reservationId, `deposit-${request.reservationId}`);
    },
    async startPayment(request) {
      const metadata = { payment_id: request.paymentId, tenant: request.tenant, reference: request.reference };
      return checkoutSession(stripe, request, metadata, request.paymentId, `payment-${request.paymentId}`);
    },
    async refund({ reservationId, paymentReference }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentReference, metadata: { reservation_id: reservationId } },
        { idempotencyKey: `refund-${reservationId}` },
      );
      return refund.id;
    },
    readWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch (error) {
        throw new PaymentSignatureError(error instanceof Error ? error.message : 'Invalid Stripe signature.');
      }
      return checkoutEvent(event);
    },
  };
}

/** A Checkout Session in AUD for one amount (Stripe's hosted page takes the card), created with an idempotency key. */
async function checkoutSession(
  stripe: Stripe,
  request: Omit<DepositRequest, 'reservationId'>,
  metadata: Record<string, string>,
  clientReference: string,
  idempotencyKey: string,
): Promise<DepositStart> {
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'aud',
            unit_amount: request.amountCents,
            product_data: { name: request.description },
          },
        },
      ],
      client_reference_id: clientReference,
      metadata,
      payment_intent_data: { metadata, description: request.description },
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: Math.floor(request.expiresAt / 1000),
    },
    { idempotencyKey },
  );
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
  return { kind: 'redirect', checkoutId: session.id, checkoutUrl: session.url };
}

/** A verified Stripe event as a reservation's or an online payment's event; anything else is ignored. */
function checkoutEvent(event: Stripe.Event): PaymentEvent {
  const paid = CHECKOUT_EVENTS_PAID.has(event.type);
  if (!paid && !CHECKOUT_EVENTS_ENDED.has(event.type)) return { kind: 'ignored', type: event.type };
  const session = event.data.object as Stripe.Checkout.Session;
  const reservationId = session.metadata?.['reservation_id'];
  const paymentId = session.metadata?.['payment_id'];
  const tenant = session.metadata?.['tenant'];
  if (!tenant) return { kind: 'ignored', type: event.type };
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  const checkoutId = session.id;
  // Completed but not yet paid (a delayed method): its async_payment_* event settles it.
  if (paid && (session.payment_status === 'unpaid' || !intent)) return { kind: 'ignored', type: event.type };
  const paymentReference = intent ?? '';
  if (reservationId)
    return paid
      ? { kind: 'paid', reservationId, tenant, checkoutId, paymentReference }
      : { kind: 'expired', reservationId, tenant, checkoutId };
  if (paymentId)
    return paid
      ? { kind: 'payment-paid', paymentId, tenant, checkoutId, paymentReference }
      : { kind: 'payment-expired', paymentId, tenant, checkoutId };
  return { kind: 'ignored', type: event.type };
}

/** The provider from the environment: Stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, else undefined. */
export function stripeFromEnv(env: NodeJS.ProcessEnv): PaymentProvider | undefined {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) return undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!webhookSecret)
    throw new Error(
      'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint).',
    );
  return stripePaymentProvider({ secretKey, webhookSecret });
}
