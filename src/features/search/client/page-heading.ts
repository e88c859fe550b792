/**
 * Shows a new search heading where the static page put the old one: the h1, the current
 * breadcrumb and the document title (whose heading part is replaced, the site name kept).
 */
export function showHeading(title: string): void {
  const heading = document.querySelector<HTMLElement>('[data-search-title]');
  if (heading === null || heading.textContent === title) return;
  const previous = heading.textContent ?? '';
  heading.textContent = title;
  const crumb = document.querySelector('nav[aria-label="Breadcrumb"] [aria-current="page"]');
  if (crumb?.textContent === previous) crumb.textContent = title;
  if (previous !== '' && document.title.startsWith(previous))
    document.title = title + document.title.slice(previous.length);
}
