import { track } from '../../analytics/data-layer.ts';
import { ascFormSubmitted } from '../../analytics/asc/form-submitted.ts';
import { LEAD_EVENTS } from '../logic/lead-events.ts';
import { callJson, newIdempotencyKey, postLead, UNKNOWN_ERROR } from './api.ts';

/** spec 8 finance texts. */
export const FINANCE_ERRORS = {
  invalidCode: 'The verification code is invalid. Please try again.',
  tooMany: 'Too many verification attempts. Please try again later.',
  lead: 'Lead submission failed',
  customer: 'Failed to create customer with YouX',
  noRedirect: 'Failed to create customer or no redirect URL received.',
  verification: 'An unknown error occurred during verification.',
} as const;

export type FinanceOutcome =
  | { ok: true; leadId: string; redirectUrl: string }
  | { ok: false; field?: 'code'; error: string };

/**
 * spec 4 finance submit: verify the code, then send the lead and create the customer in parallel.
 * Success answers the broker's redirectUrl; each failure answers its catalogue text.
 */
export async function submitFinance(phone: string, code: string, lead: Record<string, unknown>, customer: { data: Record<string, unknown>; additionalData: Record<string, unknown> }): Promise<FinanceOutcome> {
  const check = await callJson('POST', '/api/verify/check', { phone, code }, { fallback: FINANCE_ERRORS.verification });
  if (!check.ok) {
    if (check.status === 400 && check.error === FINANCE_ERRORS.invalidCode) return { ok: false, field: 'code', error: FINANCE_ERRORS.invalidCode };
    if (check.status === 429) return { ok: false, error: FINANCE_ERRORS.tooMany };
    return { ok: false, error: check.status === 400 ? check.fields['code'] ?? check.error : FINANCE_ERRORS.verification };
  }
  track(LEAD_EVENTS.codeVerified, { purpose: 'finance' });
  const [leadAnswer, customerAnswer] = await Promise.all([
    postLead(lead, newIdempotencyKey()),
    callJson<{ redirectUrl?: string }>('POST', '/api/youx/create-customer', customer, { fallback: FINANCE_ERRORS.customer }),
  ]);
  if (!leadAnswer.ok) return { ok: false, error: FINANCE_ERRORS.lead };
  ascFormSubmitted('finance');
  if (!customerAnswer.ok) return { ok: false, error: customerAnswer.error || FINANCE_ERRORS.customer };
  const redirectUrl = customerAnswer.data.redirectUrl;
  if (!redirectUrl) return { ok: false, error: FINANCE_ERRORS.noRedirect };
  return { ok: true, leadId: leadAnswer.data.lead_id, redirectUrl };
}

export { UNKNOWN_ERROR };
