import nodemailer from 'nodemailer';
import type { Tenant } from '../../config/load-tenant.ts';
import type { StoredLead } from '../leads/lead-store.ts';
import { adfDocument } from './adf.ts';
import { leadDocument } from './lead-document.ts';
import { postWebhook } from './webhook.ts';

/** Delivers one lead on one channel; throws to retry. Idempotent on the receiver side by lead id. */
export type Sender = (lead: StoredLead, tenant: Tenant, deliveryId: string, now: number) => Promise<void>;

/** The JSON webhook channel: the tenant's URL, signed with the secret in env[site.leads.webhook.secretEnv]. */
export function webhookSender(env: Record<string, string | undefined>): Sender {
  return async (lead, tenant, deliveryId, now) => {
    const config = tenant.site.leads.webhook;
    if (!config) throw new Error('webhook channel not configured');
    const secret = env[config.secretEnv];
    if (!secret) throw new Error(`webhook secret ${config.secretEnv} is not set`);
    await postWebhook({ url: config.url, secret, id: deliveryId, body: JSON.stringify(leadDocument(lead, tenant)), now });
  };
}

/**
 * The ADF e-mail channel over SMTP (SMTP_URL, e.g. smtp://user:pass@mail.example.com:587). A server
 * that accepts the connection and then stalls fails the attempt within seconds (nodemailer's own
 * waits run to 10 minutes); the relay's delivery timeout bounds the whole send.
 */
export function emailSender(smtpUrl: string): Sender & { close(): void } {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  const send: Sender = async (lead, tenant) => {
    const config = tenant.site.leads.email;
    if (!config) throw new Error('email channel not configured');
    await transport.sendMail({
      from: config.from,
      to: config.to,
      subject: `New ${lead.category} lead ${lead.id}`,
      messageId: `<${lead.id}@leads.dealer-sites>`,
      headers: { 'X-Lead-Id': lead.id },
      text: adfDocument(lead, tenant),
    });
  };
  return Object.assign(send, { close: () => transport.close() });
}
