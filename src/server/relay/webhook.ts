import { createHmac } from 'node:crypto';

/**
 * Standard Webhooks signature: base64 HMAC-SHA256 over `${id}.${timestamp}.${body}`, keyed by the
 * secret (a 'whsec_' secret is base64 after the prefix, any other secret is used as UTF-8 bytes).
 */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : Buffer.from(secret, 'utf8');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/** POSTs one signed JSON delivery; throws unless the receiver answers 2xx. `id` stays the same across retries. */
export async function postWebhook(options: { url: string; secret: string; id: string; body: string; now: number; timeoutMs?: number }): Promise<void> {
  const timestamp = Math.floor(options.now / 1000);
  const response = await fetch(options.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': options.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(options.secret, options.id, timestamp, options.body),
    },
    body: options.body,
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
