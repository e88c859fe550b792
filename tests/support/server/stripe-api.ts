import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

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
 */
export async function stripeApi() {
  const calls: StripeCall[] = [];
  const answers = new Map<string, string>();
  let n = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      calls.push({ method: req.method ?? '', path: req.url ?? '', form, headers: req.headers });
      const key = req.headers['idempotency-key'];
      const cached = typeof key === 'string' ? answers.get(`${req.url}:${key}`) : undefined;
      const answer = cached ?? JSON.stringify(objectFor(req.url ?? '', form, ++n));
      if (typeof key === 'string') answers.set(`${req.url}:${key}`, answer);
      const status = JSON.parse(answer).error ? 404 : 200;
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${n}` }).end(answer);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const metadataOf = (form: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([k]) => k.startsWith('metadata['))
      .map(([k, v]) => [k.slice(9, -1), v]),
  );

function objectFor(path: string, form: Record<string, string>, n: number): object {
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
      url: `https://checkout.stripe.com/c/pay/${id}`,
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
