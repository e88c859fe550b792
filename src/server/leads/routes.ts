import { Hono, type Context } from 'hono';
import { PARTS_REQUIRED, LeadStepSchema } from '../../features/forms/rules/schemas/lead.ts';
import { MESSAGES } from '../../features/forms/rules/schemas/messages.ts';
import type { AppEnv } from '../deps.ts';
import { fieldErrors } from '../http/errors.ts';
import { parseJsonWith } from '../http/validate.ts';
import {
  findAnswer,
  isUniqueViolation,
  isValidKey,
  requestFingerprint,
  saveAnswer,
  type StoredAnswer,
} from './idempotency.ts';
import { leadRecord, type LeadRecord } from './lead-record.ts';
import { findLead, updateLeadStep } from './lead-store.ts';
import { leadSchemaFor } from './rules-cache.ts';
import { screenBots } from './screen.ts';
import { throttleWrite } from '../throttle/throttle.ts';
import { requireVerifiedPhone } from '../verify/verified-phone.ts';
import { queueRoutedLead, storeLead } from './store-lead.ts';

/** POST /api/leads (every form) and PATCH /api/leads/:lead_id (multi-step forms). */
export function leadRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const { tenant, deps } = c.var;
    const key = c.req.header('idempotency-key');
    if (key !== undefined && !isValidKey(key))
      return fieldErrors(c, { 'Idempotency-Key': 'Use 1 to 200 visible ASCII characters.' });
    const parsed = await parseJsonWith(c, leadSchemaFor(tenant));
    if (!parsed.ok) return parsed.response;
    const input = parsed.value;
    // A payment's lead goes to the dealer only once paid, a reservation's once the car is held: their own routes.
    if (input.form === 'online-payment')
      return fieldErrors(c, { form: 'Online payments are made through /api/online-payments.' });
    if (input.form === 'reserve') return fieldErrors(c, { form: 'Reservations are made through /api/reservations.' });
    const bot = screenBots(c, input);
    if (bot) return bot;
    const unverified = input.form === 'finance' ? requireVerifiedPhone(c, input.phone) : undefined;
    if (unverified) return unverified;
    const car = input.car_id === undefined ? undefined : deps.getCar(tenant.slug, input.car_id);
    if (input.car_id !== undefined && !car) return fieldErrors(c, { car_id: 'This car is not available.' }, 422);
    const throttled = throttleWrite(c, 'leads');
    if (throttled) return throttled;
    const lead = leadRecord(input, car, c.req.header('user-agent') ?? '');
    if (lead.form === 'finance' && lead.data.fields['tags'] === undefined)
      lead.data.fields['tags'] = [deps.financeBroker(tenant).name];
    const answer = await accept(c, lead, key, requestFingerprint(parsed.raw));
    return c.json(answer.body as object, answer.status as 201);
  });

  app.patch('/:lead_id', async (c) => {
    const { tenant, deps } = c.var;
    const parsed = await parseJsonWith(c, LeadStepSchema);
    if (!parsed.ok) return parsed.response;
    const throttled = throttleWrite(c, 'leads');
    if (throttled) return throttled;
    const { lead_status, form_completed, ...fields } = parsed.value;
    const now = deps.clock();
    const outcome = await deps.store.transaction(async (tx) => {
      const lead = await findLead(tx, tenant.slug, c.req.param('lead_id'));
      if (!lead) return { status: 404 as const, body: { error: 'Lead not found.' } };
      if (lead.form_completed)
        return { status: 409 as const, body: { error: 'This form has already been submitted.' } };
      const merged = { ...lead.data.fields, ...definedOnly(fields) };
      const completing = form_completed || lead_status === 'Complete';
      if (completing) {
        const missing = PARTS_REQUIRED.filter((name) => merged[name] === undefined || merged[name] === '');
        if (missing.length > 0)
          return {
            status: 400 as const,
            body: { error: MESSAGES.fixErrors, fields: Object.fromEntries(missing.map((m) => [m, MESSAGES.required])) },
          };
      }
      const updated = {
        ...lead,
        data: { ...lead.data, fields: merged },
        lead_status: completing ? ('Complete' as const) : lead_status,
        form_completed: completing,
      };
      await updateLeadStep(tx, updated, now);
      if (completing) await queueRoutedLead(tx, tenant, lead.id, updated, now);
      return {
        status: 200 as const,
        body: { lead_id: lead.id, lead_status: updated.lead_status, form_completed: completing },
      };
    });
    if (outcome.status === 200 && outcome.body.form_completed) deps.notifyOutbox?.();
    return c.json(outcome.body, outcome.status);
  });

  return app;
}

const definedOnly = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));

/** Stores the lead and its outbox rows in one transaction, then answers 201; replays the first answer for a repeated key. */
async function accept(
  c: Context<AppEnv>,
  lead: LeadRecord,
  key: string | undefined,
  fingerprint: string,
): Promise<StoredAnswer> {
  const { tenant, deps } = c.var;
  const now = deps.clock();
  const attempt = () =>
    deps.store.transaction(async (tx): Promise<StoredAnswer> => {
      if (key !== undefined) {
        const previous = await findAnswer(tx, tenant.slug, key, fingerprint);
        if (previous.kind === 'replay') return previous.answer;
        if (previous.kind === 'mismatch')
          return {
            status: 422,
            body: {
              error: 'This Idempotency-Key was already used for a different request.',
              fields: { 'Idempotency-Key': 'Use a new key for a new request.' },
            },
          };
      }
      const id = await storeLead(tx, tenant, lead, now);
      const answer = {
        status: 201,
        body: { lead_id: id, lead_status: lead.lead_status, form_completed: lead.form_completed },
      };
      if (key !== undefined) await saveAnswer(tx, tenant.slug, key, fingerprint, answer, now);
      return answer;
    });
  let answer: StoredAnswer;
  try {
    answer = await attempt();
  } catch (error) {
    // Two requests with one key raced on PostgreSQL: the loser reads the winner's answer.
    if (key === undefined || !isUniqueViolation(error)) throw error;
    answer = await attempt();
  }
  if (answer.status === 201) {
    deps.logger.info('lead.accepted', {
      tenant: tenant.slug,
      lead_id: (answer.body as { lead_id: string }).lead_id,
      form: lead.form,
    });
    deps.notifyOutbox?.();
  }
  return answer;
}
