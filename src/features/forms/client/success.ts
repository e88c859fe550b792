import { recordVisit } from './visited-pages.ts';
import type { CarLite } from '../rules/car-lite.ts';

const SUCCESS_KEY = 'ds:lead-success';
const CAR_KEY = 'ds:lead-car';

/** spec/site §4: on success with a lead_id, store the car and a success marker, then go to /success. */
export function finishLead(leadId: string, car: CarLite | undefined, to = '/success'): void {
  try {
    sessionStorage.setItem(SUCCESS_KEY, JSON.stringify({ lead_id: leadId, at: Date.now() }));
    if (car) sessionStorage.setItem(CAR_KEY, JSON.stringify(car));
    else sessionStorage.removeItem(CAR_KEY);
  } catch (error) {
    console.warn('could not store the lead success marker', error);
  }
  window.location.assign(to);
}

/** The marker finishLead stored, for the success page. */
export function readLeadSuccess(): { lead_id: string; car: CarLite | undefined } | undefined {
  try {
    const marker = sessionStorage.getItem(SUCCESS_KEY);
    if (!marker) return undefined;
    const car = sessionStorage.getItem(CAR_KEY);
    return {
      lead_id: (JSON.parse(marker) as { lead_id: string }).lead_id,
      car: car ? (JSON.parse(car) as CarLite) : undefined,
    };
  } catch {
    return undefined;
  }
}

/** spec/site §3 lead_attributes: the pages visited in this browser session (ending with this one) and this page's query parameters. */
export function leadAttributes(): { visited_pages: string[]; linked_query_params: Record<string, string> } {
  const params = Object.fromEntries(
    [...new URLSearchParams(window.location.search)].slice(0, 30).map(([k, v]) => [k.slice(0, 100), v.slice(0, 500)]),
  );
  return { visited_pages: recordVisit(), linked_query_params: params };
}
