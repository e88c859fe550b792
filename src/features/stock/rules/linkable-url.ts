/**
 * A URL from a stock record (a history report `file`, a `spin_interior_image`) that a page may link to or show:
 * a root-relative path or an http(s) URL, trimmed; null for anything else, so a `javascript:`, `data:` or
 * protocol-relative value never reaches a page.
 */
export function linkableUrl(value: string | undefined): string | null {
  const url = value?.trim() ?? '';
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\/[^/\s]/i.test(url) ? url : null;
}
