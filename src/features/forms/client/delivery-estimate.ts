import { MESSAGES } from '../rules/schemas/messages.ts';
import { callJson } from './api.ts';

/** A delivery estimate, or the text to show instead ('Please enter a postcode.', the invalid or sorry message). */
export type DeliveryAnswer = { ok: true; name: string; price: number } | { ok: false; message: string };

/** GET /api/delivery-estimate?postcode=: the region and price for a typed postcode (spec messages otherwise). */
export async function fetchDeliveryEstimate(postcode: string): Promise<DeliveryAnswer> {
  const typed = postcode.trim();
  if (typed === '') return { ok: false, message: MESSAGES.deliveryPostcode };
  const answer = await callJson<{ name?: unknown; price?: unknown }>(
    'GET',
    `/api/delivery-estimate?postcode=${encodeURIComponent(typed)}`,
    undefined,
    { fallback: MESSAGES.noDeliveryEstimate },
  );
  if (answer.ok && typeof answer.data.name === 'string' && typeof answer.data.price === 'number')
    return { ok: true, name: answer.data.name, price: answer.data.price };
  return { ok: false, message: answer.ok ? MESSAGES.noDeliveryEstimate : answer.error };
}
