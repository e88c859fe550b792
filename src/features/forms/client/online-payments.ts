import { MESSAGES } from '../rules/schemas/messages.ts';
import { callJson, type ApiResult } from './api.ts';

/** A payment's receipt as /api/online-payments answers it (src/server/online-payments/routes.ts). */
export interface PaymentReceipt {
  reference: string;
  status: 'pending' | 'paid' | 'expired';
  amount: number;
  currency: 'AUD';
  reference_type: 'invoice' | 'balance';
  reference_number: string;
  provider: string;
  created_at: string;
  paid_at?: string | undefined;
}

/** POST /api/online-payments: the payment form; the server starts the payment with the provider. */
export function payOnline(
  payload: Record<string, unknown>,
): Promise<ApiResult<{ payment: PaymentReceipt; checkout_url?: string }>> {
  return callJson('POST', '/api/online-payments', payload, { fallback: MESSAGES.submitFailed });
}

/** GET /api/online-payments/:reference: the receipt, read back from the server. */
export function readPayment(reference: string): Promise<ApiResult<{ payment: PaymentReceipt }>> {
  return callJson('GET', `/api/online-payments/${encodeURIComponent(reference)}`);
}
