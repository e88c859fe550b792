import { randomUUID } from 'node:crypto';
import { PaymentSignatureError, type PaymentProvider } from './payment-provider.ts';

/** The name the UI shows as 'Demo payment: no card is charged'. */
export const DEV_PROVIDER_NAME = 'development';

/**
 * Development provider, the demo default: every deposit and online payment is taken at once with a 'dev_' reference and
 * no card at all; refunds answer a 'dev_refund_' reference. It has no webhooks.
 */
export const devPaymentProvider: PaymentProvider = {
  name: DEV_PROVIDER_NAME,
  async startDeposit() {
    return { kind: 'paid', paymentReference: `dev_${randomUUID()}` };
  },
  async startPayment() {
    return { kind: 'paid', paymentReference: `dev_${randomUUID()}` };
  },
  async refund() {
    return `dev_refund_${randomUUID()}`;
  },
  readWebhook() {
    throw new PaymentSignatureError('The development provider sends no webhooks.');
  },
};
