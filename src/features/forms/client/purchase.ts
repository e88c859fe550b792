import type { PurchaseRequest } from '../rules/purchase-request.ts';
import { parseDraft, type PurchaseDraft } from '../rules/purchase-steps.ts';
import { MESSAGES } from '../rules/schemas/messages.ts';
import { callJson, type ApiResult } from './api.ts';

/** 201 (sent) or 200 (sent before) of POST /api/reservations/:reference/purchase. */
export interface PurchaseAnswer {
  purchase: { lead_id: string; reservation_reference: string };
}

/** POST /api/reservations/:reference/purchase: the purchase request of a paid reservation. */
export function sendPurchaseRequest(reference: string, body: PurchaseRequest): Promise<ApiResult<PurchaseAnswer>> {
  return callJson<PurchaseAnswer>('POST', `/api/reservations/${encodeURIComponent(reference)}/purchase`, body, {
    fallback: MESSAGES.submitFailed,
  });
}

const draftKey = (reference: string) => `ds:purchase:${reference}`;

/** This tab's draft of a reservation's purchase request (sessionStorage: kept over a reload and back/forward). */
export function readPurchaseDraft(reference: string): PurchaseDraft | undefined {
  try {
    return parseDraft(sessionStorage.getItem(draftKey(reference)));
  } catch {
    return undefined;
  }
}

export function savePurchaseDraft(reference: string, draft: PurchaseDraft): void {
  try {
    sessionStorage.setItem(draftKey(reference), JSON.stringify(draft));
  } catch {
    // Storage blocked or full: the steps still work, only a reload starts them again.
  }
}
