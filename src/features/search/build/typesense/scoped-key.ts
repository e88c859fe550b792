import { createHmac } from 'node:crypto';

/** spec: stock filter, as a Typesense filter_by: (in_stock or coming_soon or sold within N days) and shown on the website. */
export function stockFilterBy(nowSeconds: number, includeSoldCarsDays: number): string {
  const cutoff = nowSeconds - includeSoldCarsDays * 86_400;
  return `(status:=[in_stock,coming_soon] || sold_date_timestamp:>${cutoff}) && show_on_dealer_website:=true`;
}

/**
 * A scoped search-only key (Typesense's documented scheme): base64 of HMAC-SHA256(params JSON,
 * search key) as base64, then the first 4 characters of the search key, then the params JSON.
 * The embedded params (e.g. filter_by, expires_at) cannot be overridden by the browser.
 */
export function scopedSearchKey(searchKey: string, params: Readonly<Record<string, unknown>>): string {
  const json = JSON.stringify(params);
  const digest = createHmac('sha256', searchKey).update(json).digest('base64');
  return Buffer.from(`${digest}${searchKey.slice(0, 4)}${json}`).toString('base64');
}
