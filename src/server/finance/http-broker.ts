import { BrokerError, type CustomerRequest, type FinanceBroker, type Quote, type QuoteRequest } from './broker.ts';
import { MESSAGES } from '../../features/forms/rules/schemas/messages.ts';

/** spec/shopper §8 fallback texts. */
export const QUOTE_FAILED = MESSAGES.quoteFailed;
export const CUSTOMER_FAILED = MESSAGES.customerFailed;
export const NO_REDIRECT = MESSAGES.noRedirect;

/**
 * The YouX broker over HTTP (YOUX_URL, YOUX_API_KEY): POST {url}/quote and {url}/create-customer.
 * The broker's own `error` text is preferred over the fallbacks (spec/shopper §8).
 */
export function httpBroker(options: {
  url: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): FinanceBroker {
  const doFetch = options.fetch ?? fetch;
  const post = async (path: string, body: unknown, fallback: string): Promise<Record<string, unknown>> => {
    let response: Response;
    try {
      response = await doFetch(`${options.url.replace(/\/$/, '')}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch {
      throw new BrokerError(fallback);
    }
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok || typeof json['error'] === 'string') {
      throw new BrokerError(
        typeof json['error'] === 'string' && json['error'] !== '' ? json['error'] : fallback,
        response.status < 500 ? 422 : 502,
      );
    }
    return json;
  };
  return {
    name: 'YouX',
    async quote(request: QuoteRequest): Promise<Quote> {
      const json = await post('/quote', request, QUOTE_FAILED);
      const { weeklyRepaymentAmount, advertisedRate, comparisonRate } = json;
      if (
        typeof weeklyRepaymentAmount !== 'number' ||
        typeof advertisedRate !== 'number' ||
        typeof comparisonRate !== 'number'
      )
        throw new BrokerError(QUOTE_FAILED);
      return { weeklyRepaymentAmount, advertisedRate, comparisonRate };
    },
    async createCustomer(request: CustomerRequest) {
      const json = await post('/create-customer', request, CUSTOMER_FAILED);
      if (typeof json['redirectUrl'] !== 'string' || json['redirectUrl'] === '') throw new BrokerError(NO_REDIRECT);
      return { redirectUrl: json['redirectUrl'] };
    },
  };
}
