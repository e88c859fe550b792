import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap.ts';

describe('sitemap', () => {
  const xml = sitemapXml('https://www.example.com.au', [
    '',
    'about-us/',
    'our-location/north/',
    '404/',
    'success/',
    'compare/',
    'watchlist/',
    'theme.css',
    'robots.txt',
  ]);
  it('lists indexable pages as absolute URLs on the tenant origin', () => {
    expect(xml).toContain('<loc>https://www.example.com.au/</loc>');
    expect(xml).toContain('<loc>https://www.example.com.au/about-us/</loc>');
    expect(xml).toContain('<loc>https://www.example.com.au/our-location/north/</loc>');
  });
  it('leaves out the 404 and success pages, personal pages and non-page files', () => {
    expect(xml).not.toContain('404');
    expect(xml).not.toContain('success');
    expect(xml).not.toContain('compare');
    expect(xml).not.toContain('watchlist');
    expect(xml).not.toContain('theme.css');
    expect(xml).not.toContain('robots.txt');
  });
});

describe('page facts for the sitemap', () => {
  it('keeps indexable pages, leaves out noindex pages and meta-refresh forwarders', async () => {
    const { isIndexable, pageFacts } = await import('./page-facts.ts');
    const indexable = pageFacts(
      '<html><head><meta property="og:image" content="https://x.au/a.webp"></head><body></body></html>',
    );
    expect(indexable).toEqual({ noindex: false, redirect: false, ogImage: true });
    expect(isIndexable(indexable)).toBe(true);
    expect(isIndexable(pageFacts('<head><meta name="robots" content="noindex"></head>'))).toBe(false);
    expect(isIndexable(pageFacts('<meta http-equiv="refresh" content="0; url=/finance">'))).toBe(false);
    expect(
      isIndexable(
        pageFacts(
          '<!doctype html><title>Redirecting to: /contact</title><meta http-equiv="refresh" content="0;url=/contact"><meta name="robots" content="noindex">',
        ),
      ),
    ).toBe(false);
  });
});
