/** Loads the tenant's Google tag (GA4 gtag.js or a GTM container) named in `<meta name="google-tag">`; nothing when none is configured. */
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
  doc.head.append(script);
}

/** Where Google serves its tags (also in the tenant's CSP when a tag is configured). */
export const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';
