import { MESSAGES } from '../rules/schemas/messages.ts';

/** Answer of a JSON call: the body on success, else the error text and any field errors. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string; fields: Record<string, string>; body: Record<string, unknown> };

/**
 * Sends JSON to a same-origin function and reads the JSON answer. Never throws: a network
 * failure or timeout becomes `{ ok: false, status: 0, error: fallback }`.
 */
export async function callJson<T>(
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
  options: { headers?: Record<string, string>; timeoutMs?: number; fallback?: string } = {},
): Promise<ApiResult<T>> {
  const fallback = options.fallback ?? MESSAGES.unknown;
  try {
    const init: RequestInit = {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
    };
    if (body !== undefined) init.body = JSON.stringify(body);
    if (options.timeoutMs !== undefined) init.signal = AbortSignal.timeout(options.timeoutMs);
    const response = await fetch(path, init);
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return { ok: true, status: response.status, data: json as T };
    const fields =
      typeof json['fields'] === 'object' && json['fields'] !== null ? (json['fields'] as Record<string, string>) : {};
    return {
      ok: false,
      status: response.status,
      error: typeof json['error'] === 'string' ? json['error'] : fallback,
      fields,
      body: json,
    };
  } catch {
    return { ok: false, status: 0, error: fallback, fields: {}, body: {} };
  }
}

/** 201 answer of POST /api/leads and 200 of PATCH /api/leads/:id. */
export interface LeadAnswer {
  lead_id: string;
  lead_status: 'In Progress' | 'Complete';
  form_completed: boolean;
}

/** A fresh Idempotency-Key: one per submit attempt, so a retried request is stored once. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** POST /api/leads with an idempotency key. */
export function postLead(
  payload: Record<string, unknown>,
  key = newIdempotencyKey(),
  headers: Record<string, string> = {},
): Promise<ApiResult<LeadAnswer>> {
  return callJson<LeadAnswer>('POST', '/api/leads', payload, {
    headers: { ...headers, 'Idempotency-Key': key },
    fallback: MESSAGES.submitFailed,
  });
}

/** PATCH /api/leads/:id (a multi-step form's next step). */
export function patchLead(leadId: string, payload: Record<string, unknown>): Promise<ApiResult<LeadAnswer>> {
  return callJson<LeadAnswer>('PATCH', `/api/leads/${encodeURIComponent(leadId)}`, payload, {
    fallback: MESSAGES.unknownStep,
  });
}
