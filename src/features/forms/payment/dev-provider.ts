import type { PaymentProvider } from './payment-provider.ts';

/**
 * Development provider: approves every deposit after a short pause and answers a 'dev_' reference.
 * It asks for no card details at all; a real provider's hosted page would.
 */
export const devPaymentProvider: PaymentProvider = {
  name: 'development',
  async payDeposit(request) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (request.amountCents <= 0) return { ok: false, error: 'The deposit amount is invalid.' };
    return { ok: true, provider: 'development', paymentReference: `dev_${crypto.randomUUID()}` };
  },
};
