import { track } from '../../analytics/client/data-layer.ts';
import { ascFormSubmitted } from '../../analytics/client/form-submitted.ts';
import { LEAD_EVENTS } from '../rules/lead-events.ts';
import { MESSAGES } from '../rules/schemas/messages.ts';
import { callJson, newIdempotencyKey, postLead } from './api.ts';

export type FinanceOutcome =
  | { ok: true; leadId: string; redirectUrl: string }
  | { ok: false; field?: 'code'; error: string };

/**
 * spec/site §4 finance submit: verify the code, then send the lead and create the customer in parallel.
 * Success answers the broker's redirectUrl; each failure answers its catalogue text.
 */
export async function submitFinance(
  phone: string,
  code: string,
  lead: Record<string, unknown>,
  customer: { data: Record<string, unknown>; additionalData: Record<string, unknown> },
): Promise<FinanceOutcome> {
  const check = await callJson(
    'POST',
    '/api/verify/check',
    { phone, code },
    { fallback: MESSAGES.unknownVerification },
  );
  if (!check.ok) {
    if (check.status === 400 && check.error === MESSAGES.invalidCode)
      return { ok: false, field: 'code', error: MESSAGES.invalidCode };
    if (check.status === 429) return { ok: false, error: MESSAGES.tooManyAttempts };
    return {
      ok: false,
      error: check.status === 400 ? (check.fields['code'] ?? check.error) : MESSAGES.unknownVerification,
    };
  }
  track(LEAD_EVENTS.codeVerified, { purpose: 'finance' });
  const [leadAnswer, customerAnswer] = await Promise.all([
    postLead(lead, newIdempotencyKey()),
    callJson<{ redirectUrl?: string }>('POST', '/api/youx/create-customer', customer, {
      fallback: MESSAGES.customerFailed,
    }),
  ]);
  if (!leadAnswer.ok) return { ok: false, error: MESSAGES.leadFailed };
  ascFormSubmitted('finance');
  if (!customerAnswer.ok) return { ok: false, error: customerAnswer.error || MESSAGES.customerFailed };
  const redirectUrl = customerAnswer.data.redirectUrl;
  if (!redirectUrl) return { ok: false, error: MESSAGES.noRedirect };
  return { ok: true, leadId: leadAnswer.data.lead_id, redirectUrl };
}
