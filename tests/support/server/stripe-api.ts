import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  checkoutPage,
  sendCheckoutEvent,
  type CheckoutSession,
  type WebhookDelivery,
  type WebhookTarget,
} from './stripe-checkout.ts';

/** One call the local Stripe API got: method, path, form fields and headers. */
export interface StripeCall {
  method: string;
  path: string;
  form: Record<string, string>;
  headers: IncomingHttpHeaders;
}

/**
 * A local HTTP server speaking Stripe's documented API for the calls the provider makes (form-encoded requests,
 * JSON objects back): POST /v1/checkout/sessions, /v1/refunds and /v1/payment_intents (a confirmed card payment,
 * to have something to refund). A repeated Idempotency-Key answers the first answer again, as Stripe does.
 * Its sessions' `url` is its own hosted checkout (`/c/pay/<session id>`, see stripe-checkout.ts): paying there
 * sends `checkout.session.completed` to `webhook` (signed with its secret) and then redirects to the success URL.
 */
export async function stripeApi(options: { webhook?: WebhookTarget } = {}) {
  const calls: StripeCall[] = [];
  const deliveries: WebhookDelivery[] = [];
  const answers = new Map<string, string>();
  const sessions = new Map<string, { session: CheckoutSession; description: string }>();
  let n = 0;
  let origin = '';

  /** The shopper on the hosted checkout: GET shows it, POST pays (event first, then the redirect, as Stripe does). */
  async function hosted(method: string, id: string, res: ServerResponse): Promise<void> {
    const entry = sessions.get(id);
    const page = (status: number, text: string) =>
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
    if (!entry) return void page(404, 'No such Checkout Session.');
    if (method === 'GET')
      return void res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(checkoutPage(entry.session, entry.description));
    if (entry.session.status !== 'open') return void page(409, 'This Checkout Session is no longer open.');
    if (!options.webhook) return void page(500, 'No webhook endpoint is configured.');
    entry.session = { ...entry.session, status: 'complete', payment_status: 'paid', payment_intent: `pi_test_${++n}` };
    const status = await sendCheckoutEvent('completed', entry.session, options.webhook);
    deliveries.push({ type: 'checkout.session.completed', sessionId: id, status });
    if (status !== 200) return void page(502, `The webhook endpoint answered ${status}.`);
    res.writeHead(303, { location: entry.session.success_url }).end();
  }

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '';
      if (path.startsWith('/c/pay/')) {
        hosted(req.method ?? 'GET', path.slice('/c/pay/'.length), res).catch((error: unknown) =>
          res.writeHead(500).end(String(error)),
        );
        return;
      }
      const form = Object.fromEntries(new URLSearchParams(body));
      calls.push({ method: req.method ?? '', path, form, headers: req.headers });
      const key = req.headers['idempotency-key'];
      const cached = typeof key === 'string' ? answers.get(`${path}:${key}`) : undefined;
      const object = cached ? undefined : objectFor(path, form, ++n, origin);
      if (object && path === '/v1/checkout/sessions')
        sessions.set(String(object['id']), {
          session: object as CheckoutSession,
          description: form['line_items[0][price_data][product_data][name]'] ?? '',
        });
      const answer = cached ?? JSON.stringify(object);
      if (typeof key === 'string') answers.set(`${path}:${key}`, answer);
      const status = JSON.parse(answer).error ? 404 : 200;
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${n}` }).end(answer);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  return {
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    /** Where the hosted checkout pages are (a session's url starts with it). */
    checkoutOrigin: origin,
    calls,
    /** The webhook events the hosted checkout sent, with the endpoint's answers. */
    deliveries,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const metadataOf = (form: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([k]) => k.startsWith('metadata['))
      .map(([k, v]) => [k.slice(9, -1), v]),
  );

function objectFor(path: string, form: Record<string, string>, n: number, origin: string): Record<string, unknown> {
  if (path === '/v1/checkout/sessions') {
    const id = `cs_test_${n}`;
    return {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      currency: 'aud',
      amount_total: Number(form['line_items[0][price_data][unit_amount]']),
      client_reference_id: form['client_reference_id'],
      metadata: metadataOf(form),
      payment_intent: null,
      expires_at: Number(form['expires_at']),
      success_url: form['success_url'],
      cancel_url: form['cancel_url'],
      url: `${origin}/c/pay/${id}`,
    };
  }
  if (path === '/v1/refunds') {
    return {
      id: `re_test_${n}`,
      object: 'refund',
      status: 'succeeded',
      payment_intent: form['payment_intent'],
      metadata: metadataOf(form),
    };
  }
  if (path === '/v1/payment_intents') {
    return {
      id: `pi_test_${n}`,
      object: 'payment_intent',
      status: 'succeeded',
      amount: Number(form['amount']),
      currency: form['currency'],
    };
  }
  return { error: { type: 'invalid_request_error', message: `Unrecognized request URL (POST: ${path}).` } };
}
