/** spec section 7: analytics event id of opening a car's history report. */
export const HISTORY_REPORT_EVENT = 60;
export const HISTORY_REPORT_TEXT = 'View History Report';

/**
 * The link to a car's history report (its stock `file`): a root-relative path or an http(s) URL, trimmed;
 * null when the car has none or the value is anything else (a `javascript:` or `data:` URL never reaches a page).
 */
export function historyReportUrl(file: string | undefined): string | null {
  const url = file?.trim() ?? '';
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\/[^/\s]/i.test(url) ? url : null;
}
