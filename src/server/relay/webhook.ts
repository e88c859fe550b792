import { createHmac } from 'node:crypto';

const WHSEC = /^whsec_([A-Za-z0-9+/]+={0,2})$/;

/**
 * What is wrong with the webhook secret in env var `name`, in plain words; undefined when it is a Standard
 * Webhooks secret: 'whsec_' then base64 of 24 to 64 bytes (the form the standardwebhooks libraries verify with).
 */
export function webhookSecretProblem(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return `webhook secret ${name} is not set`;
  const base64 = WHSEC.exec(value)?.[1];
  const bytes = base64 === undefined ? 0 : Buffer.from(base64, 'base64').length;
  return bytes >= 24 && bytes <= 64
    ? undefined
    : `webhook secret ${name} must be 'whsec_' followed by base64 of 24 to 64 random bytes (make one with: echo whsec_$(openssl rand -base64 32))`;
}

/** Standard Webhooks signature: base64 HMAC-SHA256 over `${id}.${timestamp}.${body}`, keyed by the secret's bytes. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/** POSTs one signed JSON delivery; throws unless the receiver answers 2xx. `id` stays the same across retries. */
export async function postWebhook(options: {
  url: string;
  secret: string;
  id: string;
  body: string;
  now: number;
  timeoutMs?: number;
}): Promise<void> {
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
