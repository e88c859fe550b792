/**
 * Loads the tenant's Google tag (GA4 gtag.js or a GTM container) named in `<meta name="google-tag">`; nothing when none
 * is configured. The data layer is there at once (events pushed before the tag arrives are read by it); the tag itself
 * is fetched once the page has loaded and painted, so a third-party request never competes with the page's own first
 * paints (Lighthouse counts a request started before the largest paint into it).
 */
export function loadGoogleTag(doc: Document): void {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="google-tag"]');
  const id = meta?.content ?? '';
  if (id === '') return;
  window.dataLayer ??= [];
  if (id.startsWith('GTM-')) window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  else {
    // gtag.js reads the arguments objects it finds in dataLayer.
    window.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js needs the arguments object itself.
      window.dataLayer?.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', id);
  }
  const script = doc.createElement('script');
  script.async = true;
  script.src = id.startsWith('GTM-')
    ? `${GOOGLE_TAG_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`
    : `${GOOGLE_TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  const view = doc.defaultView ?? window;
  let added = false;
  const add = () => {
    if (added) return;
    added = true;
    doc.head.append(script);
  };
  // At the load event the largest picture may still wait for its paint: two frames on, at the first idle moment. A tab
  // opened in the background paints nothing, so a timer adds the tag there.
  const afterPaint = () => {
    const whenIdle = () => ('requestIdleCallback' in view ? view.requestIdleCallback(add, { timeout: 1000 }) : add());
    view.requestAnimationFrame(() => view.requestAnimationFrame(whenIdle));
    view.setTimeout(add, 3000);
  };
  if (doc.readyState === 'complete') afterPaint();
  else view.addEventListener('load', afterPaint, { once: true });
}

/** Where Google serves its tags (also in the tenant's CSP when a tag is configured). */
export const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';
