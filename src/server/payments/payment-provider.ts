/** A deposit to take for one reservation. */
export interface DepositRequest {
  /** Our reservation id: the provider's idempotency keys and metadata carry it. */
  reservationId: string;
  /** Reference the shopper sees (also shown on the provider's page). */
  reference: string;
  tenant: string;
  amountCents: number;
  description: string;
  /** Where the provider's hosted page sends the shopper back to. */
  successUrl: string;
  cancelUrl: string;
  /** Milliseconds since the epoch after which the provider must no longer take the payment. */
  expiresAt: number;
}

/**
 * How a deposit starts: taken at once (development provider), or on the provider's hosted page
 * (`checkoutUrl`), confirmed later only by its signed webhook.
 */
export type DepositStart =
  | { kind: 'paid'; paymentReference: string }
  | { kind: 'redirect'; checkoutId: string; checkoutUrl: string };

/** What a verified provider webhook tells us about a reservation's deposit. */
export type PaymentEvent =
  | { kind: 'paid'; reservationId: string; tenant: string; checkoutId: string; paymentReference: string }
  | { kind: 'expired'; reservationId: string; tenant: string; checkoutId: string }
  | { kind: 'ignored'; type: string };

/** The webhook's signature did not verify: answer 400 and change nothing. */
export class PaymentSignatureError extends Error {
  override name = 'PaymentSignatureError';
}

/**
 * A payment provider takes the deposit in its own hosted UI and answers opaque references; card data
 * never touches our pages or servers. Every create call carries an idempotency key derived from the
 * reservation, so a retried call never charges or refunds twice.
 */
export interface PaymentProvider {
  /** 'development' (demo: no card is charged) or 'stripe'. */
  readonly name: string;
  startDeposit(request: DepositRequest): Promise<DepositStart>;
  /** Refunds the whole deposit; answers the provider's refund reference. */
  refund(request: { reservationId: string; paymentReference: string }): Promise<string>;
  /** Verifies and reads a webhook (raw body and signature header); throws PaymentSignatureError. */
  readWebhook(rawBody: string, signature: string | undefined): PaymentEvent;
}
