/** Paths never listed in the sitemap (they carry noindex or only make sense after an action). */
const EXCLUDED = [
  /^404\/?$/,
  /^success\/?$/,
  /^print\/?/,
  /^sign-in\/?/,
  /^(compare|watchlist|my-garage)\/?$/,
  /\.(css|txt|xml|json)$/,
];

/** spec: discoverability. A sitemap.xml of every indexable built page, absolute URLs on the tenant's origin. */
export function sitemapXml(origin: string, pathnames: readonly string[]): string {
  const urls = [...new Set(pathnames)]
    .filter((p) => !EXCLUDED.some((rule) => rule.test(p)))
    .sort()
    .map((p) => `<url><loc>${escapeXml(new URL(`/${p}`, origin).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch,
  );
}
