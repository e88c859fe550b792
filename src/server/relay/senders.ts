import nodemailer from 'nodemailer';
import type { Tenant } from '../../config/load-tenant.ts';
import type { StoredLead } from '../leads/lead-store.ts';
import { routeLead } from '../leads/routing.ts';
import { adfDocument } from './adf.ts';
import { leadDocument } from './lead-document.ts';
import { postWebhook, webhookSecretProblem } from './webhook.ts';

/** Delivers one lead on one channel; throws to retry. Idempotent on the receiver side by lead id. */
export type Sender = (lead: StoredLead, tenant: Tenant, deliveryId: string, now: number) => Promise<void>;

/** The JSON webhook channel: the lead's route's URL, signed with the 'whsec_' secret in env[secretEnv]. */
export function webhookSender(env: Record<string, string | undefined>): Sender {
  return async (lead, tenant, deliveryId, now) => {
    const route = routeLead(tenant, lead);
    if (!route.webhook) throw new Error(`route ${route.name} has no webhook target`);
    const secret = env[route.webhook.secretEnv];
    const problem = webhookSecretProblem(route.webhook.secretEnv, secret);
    if (problem !== undefined || secret === undefined) throw new Error(problem);
    await postWebhook({
      url: route.webhook.url,
      secret,
      id: deliveryId,
      body: JSON.stringify(leadDocument(lead, tenant, route)),
      now,
    });
  };
}

/** The e-mail's subject: category and lead id, and the car (name and stock number) when the lead is about one. */
export function emailSubject(lead: Pick<StoredLead, 'id' | 'category' | 'car'>): string {
  const subject = `New ${lead.category} lead ${lead.id}`;
  if (!lead.car) return subject;
  return `${subject}: ${lead.car.name}${lead.car.stocknum ? ` (stock ${lead.car.stocknum})` : ''}`;
}

/**
 * The ADF e-mail channel over SMTP (SMTP_URL, e.g. smtp://user:pass@mail.example.com:587), to the lead's route's
 * address. A server that accepts the connection and then stalls fails the attempt within seconds (nodemailer's own
 * waits run to 10 minutes); the relay's delivery timeout bounds the whole send.
 */
export function emailSender(smtpUrl: string): Sender & { close(): void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const send: Sender = async (lead, tenant) => {
    const route = routeLead(tenant, lead);
    if (!route.email) throw new Error(`route ${route.name} has no email target`);
    await transport.sendMail({
      from: route.email.from,
      to: route.email.to,
      subject: emailSubject(lead),
      messageId: `<${lead.id}@leads.dealer-sites>`,
      headers: { 'X-Lead-Id': lead.id, 'X-Lead-Route': route.name },
      text: adfDocument(lead, tenant, route),
    });
  };
  return Object.assign(send, { close: () => transport.close() });
}
