import type { Tenant } from '../../src/config/load-tenant.ts';

/** A general enquiry that passes the tenant's lead rules and bot checks (honeypot empty, filled in 4 s). */
export function enquiryPayload(tenant: Pick<Tenant, 'site' | 'locations'>): Record<string, unknown> {
  const location = tenant.locations[0];
  return {
    form: 'enquiry',
    category: tenant.site.forms.enquiryCategories[0] ?? 'General Enquiry',
    name: 'Bench',
    last_name: 'Shopper',
    email: 'bench.shopper@example.com',
    phone: '0412 345 678',
    postcode: '4000',
    message: 'Is this car still available? (load bench)',
    ...(location ? { dealership_slug: location.dealership_slug, location_id: location.id } : {}),
    terms_conditions: true,
    website: '',
    fill_ms: 4000,
  };
}

/** The i-th distinct Australian mobile of the bench (0400000000, 0400000001, ...), i below 10^8. */
export function benchMobile(i: number): string {
  return `04${String(i).padStart(8, '0')}`;
}

/** Codes of the development SMS outbox (JSON lines {to, text}) by mobile in 04 form; a later code for a phone replaces an earlier one. */
export function codesFromOutbox(jsonLines: string): Map<string, string> {
  const codes = new Map<string, string>();
  for (const line of jsonLines.split('\n')) {
    if (!line.trim()) continue;
    const message = JSON.parse(line) as { to?: string; text?: string };
    const code = /\b(\d{6})\b/.exec(message.text ?? '')?.[1];
    const digits = (message.to ?? '').replace(/\D/g, '');
    if (code && digits.length >= 9) codes.set(`0${digits.slice(-9)}`, code);
  }
  return codes;
}

export interface StatusSummary {
  ok2xx: number;
  non2xx: number;
  tooMany429: number;
  other4xx: number;
  server5xx: number;
}

/** Response counts by class from autocannon's `statusCodeStats` ({ "201": { count } }). */
export function summariseStatuses(stats: Record<string, { count: number }>): StatusSummary {
  const summary: StatusSummary = { ok2xx: 0, non2xx: 0, tooMany429: 0, other4xx: 0, server5xx: 0 };
  for (const [code, { count }] of Object.entries(stats)) {
    const status = Number(code);
    if (status >= 200 && status < 300) summary.ok2xx += count;
    else summary.non2xx += count;
    if (status === 429) summary.tooMany429 += count;
    else if (status >= 400 && status < 500) summary.other4xx += count;
    else if (status >= 500) summary.server5xx += count;
  }
  return summary;
}
