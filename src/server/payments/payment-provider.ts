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

/** An online payment (/online-payment) to take: like a deposit, for the shopper's amount against their invoice or balance. */
export type OnlinePaymentRequest = Omit<DepositRequest, 'reservationId'> & {
  /** Our online payment id: the provider's idempotency key and metadata carry it. */
  paymentId: string;
};

/**
 * How a deposit (or an online payment) starts: taken at once (development provider), or on the provider's hosted page
 * (`checkoutUrl`), confirmed later only by its signed webhook.
 */
export type DepositStart =
  | { kind: 'paid'; paymentReference: string }
  | { kind: 'redirect'; checkoutId: string; checkoutUrl: string };

/** What a verified provider webhook tells us about a reservation's deposit or an online payment. */
export type PaymentEvent =
  | { kind: 'paid'; reservationId: string; tenant: string; checkoutId: string; paymentReference: string }
  | { kind: 'expired'; reservationId: string; tenant: string; checkoutId: string }
  | { kind: 'payment-paid'; paymentId: string; tenant: string; checkoutId: string; paymentReference: string }
  | { kind: 'payment-expired'; paymentId: string; tenant: string; checkoutId: string }
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
  /** Starts an online payment the same way: taken at once, or on the provider's page confirmed by its webhook. */
  startPayment(request: OnlinePaymentRequest): Promise<DepositStart>;
  /** Refunds the whole deposit; answers the provider's refund reference. */
  refund(request: { reservationId: string; paymentReference: string }): Promise<string>;
  /** Verifies and reads a webhook (raw body and signature header); throws PaymentSignatureError. */
  readWebhook(rawBody: string, signature: string | undefined): PaymentEvent;
}
