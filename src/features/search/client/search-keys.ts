/**
 * Keyboard behaviour of the search controls, before and after the island wakes (the listener sits
 * on the search root, which both share): Space toggles a filter (links in role checkbox, which
 * browsers only follow on Enter), and Escape closes the filter dropdown the focus is in and returns
 * focus to its summary.
 */
export function wireSearchKeys(root: HTMLElement): void {
  root.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as Element | null;
    if (event.key === ' ') {
      const filter = target?.closest<HTMLAnchorElement>('a[role="checkbox"]');
      if (!filter) return;
      event.preventDefault();
      filter.click();
      return;
    }
    if (event.key === 'Escape') {
      const details = target?.closest<HTMLDetailsElement>('details[open]');
      const summary = details?.querySelector<HTMLElement>(':scope > summary');
      if (!details || !summary) return;
      event.preventDefault();
      details.open = false;
      summary.focus();
    }
  });
}
