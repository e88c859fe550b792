import { track } from '../../analytics/client/data-layer.ts';
import { ascFormSubmitted } from '../../analytics/client/form-submitted.ts';
import { LEAD_EVENTS } from '../rules/lead-events.ts';
import { MESSAGES } from '../rules/schemas/messages.ts';
import { VERIFICATION_HEADER } from '../rules/verification-header.ts';
import { callJson, newIdempotencyKey, postLead } from './api.ts';

/**
 * How far a finance submission got, so a retry resumes there: a checked code is used up (checking it again would
 * fail) and its proof goes with the lead and the customer, a stored lead must not be sent twice, and a customer the
 * broker created must not be created again.
 */
export interface FinanceProgress {
  /** The proof of the checked code (src/server/verify/verified-phone.ts). */
  verification?: string;
  leadId?: string;
  redirectUrl?: string;
}

export type FinanceOutcome =
  | { ok: true; leadId: string; redirectUrl: string }
  | { ok: false; field?: 'code'; error: string; progress: FinanceProgress };

/**
 * spec/site §4 finance submit: verify the code, then send the lead and create the customer in parallel.
 * Success answers the broker's redirectUrl; each failure answers its catalogue text and the progress to retry from.
 */
export async function submitFinance(
  phone: string,
  code: string,
  lead: Record<string, unknown>,
  customer: { data: Record<string, unknown>; additionalData: Record<string, unknown> },
  progress: FinanceProgress = {},
): Promise<FinanceOutcome> {
  let verification = progress.verification;
  if (verification === undefined) {
    const checked = await checkCode(phone, code);
    if ('error' in checked) return { ...checked, progress };
    verification = checked.verification;
    track(LEAD_EVENTS.codeVerified, { purpose: 'finance' });
  }
  const proof = { [VERIFICATION_HEADER]: verification };
  const [leadId, created] = await Promise.all([
    progress.leadId ?? storeLead(lead, proof),
    progress.redirectUrl !== undefined ? { redirectUrl: progress.redirectUrl } : createCustomer(customer, proof),
  ]);
  const done: FinanceProgress = {
    verification,
    ...(leadId !== undefined ? { leadId } : {}),
    ...('redirectUrl' in created ? { redirectUrl: created.redirectUrl } : {}),
  };
  if (leadId === undefined) return { ok: false, error: MESSAGES.leadFailed, progress: done };
  if ('error' in created) return { ok: false, error: created.error, progress: done };
  return { ok: true, leadId, redirectUrl: created.redirectUrl };
}

/** POST /api/youx/create-customer: the broker's redirectUrl, or the refusal to show. */
async function createCustomer(
  customer: { data: Record<string, unknown>; additionalData: Record<string, unknown> },
  headers: Record<string, string>,
): Promise<{ redirectUrl: string } | { error: string }> {
  const answer = await callJson<{ redirectUrl?: string }>('POST', '/api/youx/create-customer', customer, {
    headers,
    fallback: MESSAGES.customerFailed,
  });
  if (!answer.ok) return { error: answer.error || MESSAGES.customerFailed };
  return answer.data.redirectUrl ? { redirectUrl: answer.data.redirectUrl } : { error: MESSAGES.noRedirect };
}

/** POST /api/leads: the stored lead's id (the form-submitted event sent), or undefined when it was not stored. */
async function storeLead(lead: Record<string, unknown>, headers: Record<string, string>): Promise<string | undefined> {
  const answer = await postLead(lead, newIdempotencyKey(), headers);
  if (!answer.ok) return undefined;
  ascFormSubmitted('finance');
  return answer.data.lead_id;
}

/** POST /api/verify/check: the proof of a code accepted, else the refusal to show. */
async function checkCode(
  phone: string,
  code: string,
): Promise<{ ok: false; field?: 'code'; error: string } | { verification: string }> {
  const check = await callJson<{ verification?: string }>(
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
  return { verification: check.data.verification ?? '' };
}
