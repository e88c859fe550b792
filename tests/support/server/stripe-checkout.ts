import { request } from 'node:http';
import Stripe from 'stripe';
import { escapeXml } from '../../../src/server/relay/adf-xml.ts';

/** The fields of a Checkout Session (Stripe's object, as the local API answered it) the hosted page works with. */
export interface CheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  amount_total: number;
  success_url: string;
  cancel_url: string;
  [field: string]: unknown;
}

/** Where the hosted checkout sends its signed events: the webhook route on the site the shopper came from. */
export interface WebhookTarget {
  /** The endpoint's signing secret (STRIPE_WEBHOOK_SECRET of the functions). */
  secret: string;
  /** Path of the endpoint on the success URL's origin. Default: /api/payments/webhook. */
  path?: string;
}

/** One event the hosted checkout sent, and the endpoint's answer. */
export interface WebhookDelivery {
  type: string;
  sessionId: string;
  status: number;
}

const aud = (cents: number) => `A$${(cents / 100).toFixed(2)}`;

/**
 * Stripe Checkout's hosted page, reduced to what a shopper does there: pay (the card step is Stripe's and has no
 * part in our contract) or go back without paying (the session's cancel_url). No script.
 */
export function checkoutPage(session: CheckoutSession, description: string): string {
  const amount = aud(session.amount_total);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pay ${amount}</title></head>
<body>
<main>
<h1>Pay ${amount}</h1>
<p>${escapeXml(description)}</p>
<form method="post" action="/c/pay/${escapeXml(session.id)}"><button type="submit">Pay ${amount}</button></form>
<p><a href="${escapeXml(session.cancel_url)}">Back without paying</a></p>
</main>
</body>
</html>`;
}

const signer = new Stripe('sk_test_local_checkout');

/**
 * Sends `checkout.session.<type>` for the session to the target endpoint on the success URL's origin, signed as
 * Stripe signs (the library's `generateTestHeaderString`), over loopback with that origin's Host header (Node does
 * not resolve '*.localhost'). Answers the endpoint's status.
 */
export function sendCheckoutEvent(type: string, session: CheckoutSession, target: WebhookTarget): Promise<number> {
  const payload = JSON.stringify({
    id: `evt_local_${session.id}_${type}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type: `checkout.session.${type}`,
    data: { object: { object: 'checkout.session', ...session } },
  });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: target.secret });
  const site = new URL(session.success_url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: Number(site.port || 80),
        method: 'POST',
        path: target.path ?? '/api/payments/webhook',
        headers: {
          host: site.host,
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(payload),
          'stripe-signature': header,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
