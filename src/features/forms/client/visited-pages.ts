import { parseVisitedPages, withVisit } from '../rules/visited-pages.ts';

const KEY = 'ds:visited-pages';

/** Adds this page to the pages visited in this browser session (sessionStorage) and answers the list. */
export function recordVisit(): string[] {
  try {
    const pages = withVisit(parseVisitedPages(sessionStorage.getItem(KEY)), window.location.pathname);
    sessionStorage.setItem(KEY, JSON.stringify(pages));
    return pages;
  } catch {
    // Storage blocked: the lead still carries the page it was sent from.
    return [window.location.pathname.slice(0, 500)];
  }
}
