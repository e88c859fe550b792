import type { SmsGateway } from './gateway.ts';

/**
 * A real SMS gateway over HTTP: POST {url} with JSON { to, body } and a bearer token
 * (SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN). Numbers are sent in E.164 (+61...).
 */
export function httpSmsGateway(options: {
  url: string;
  token: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): SmsGateway {
  const doFetch = options.fetch ?? fetch;
  return {
    async send(to, text) {
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({ to: `+61${to.slice(1)}`, body: text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
