/** A deposit to take for a reservation, in cents. */
export interface DepositRequest {
  amountCents: number;
  description: string;
  /** Our reference for the payment, e.g. the car slug and a timestamp. */
  reference: string;
}

export type PaymentResult = { ok: true; paymentReference: string; provider: string } | { ok: false; error: string };

/**
 * A payment provider takes the deposit in its own hosted UI (redirect or iframe) and answers an
 * opaque reference. Card data never touches our pages' code or our servers.
 */
export interface PaymentProvider {
  readonly name: string;
  payDeposit(request: DepositRequest): Promise<PaymentResult>;
}
