/** Shown when a search fails: the results on screen are the ones from before the change. */
export const SEARCH_ERROR_TEXT =
  'Search is unavailable right now, so these are the results from before your last change. Please try again.';

/** Shows or hides the search error notice at the top of the search root (a live region). */
export function showSearchError(root: HTMLElement, failed: boolean): void {
  let notice = root.querySelector<HTMLElement>(':scope > [data-search-error]');
  if (!failed) {
    notice?.remove();
    return;
  }
  if (notice === null) {
    notice = document.createElement('p');
    notice.className = 'search-error';
    notice.setAttribute('role', 'alert');
    notice.dataset['searchError'] = '';
    notice.textContent = SEARCH_ERROR_TEXT;
    root.prepend(notice);
  }
}
