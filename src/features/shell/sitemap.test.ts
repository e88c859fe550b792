import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap.ts';

describe('sitemap', () => {
  const xml = sitemapXml('https://www.example.com.au', ['', 'about-us/', 'our-location/north/', '404/', 'success/', 'compare/', 'watchlist/', 'theme.css', 'robots.txt']);
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
