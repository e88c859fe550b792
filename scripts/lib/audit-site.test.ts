import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARISON_RATE_WARNING } from '../../src/features/finance/rules/comparison-rate.ts';
import { GOOGLE_COLUMNS } from '../../src/features/feeds/rules/google-vehicle-listings.ts';
import { META_COLUMNS } from '../../src/features/feeds/rules/meta-automotive-catalog.ts';
import { tsv } from '../../src/features/feeds/rules/tsv.ts';
import { fixtureTenant } from '../../tests/support/fixture-tenants.ts';
import { auditSite, type SiteAudit } from './audit-site.ts';

// The minimal fixture tenant (one Brisbane location: no NSW rules, privacy policy at /privacy-policy).
const tenant = fixtureTenant('minimal');
const URL_ = tenant.site.url;
const OG = `<meta property="og:image" content="${URL_}/media/default.webp">`;
const crumbLd = (names: string[]) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: names.map((name, i) => ({ '@type': 'ListItem', position: i + 1, name })) })}</script>`;
const crumbNav = (names: string[]) =>
  `<nav aria-label="Breadcrumb" class="container crumbs" data-astro-cid-x><ol>${names.map((n, i) => (i < names.length - 1 ? `<li data-astro-cid-x><a href="/">${n}</a></li>` : `<li><span aria-current="page">${n}</span></li>`)).join('')}</ol></nav>`;
const page = (head: string, body = '<p>Hello</p>') =>
  `<!doctype html><html lang="en-AU"><head><title>x</title>${head}</head><body><main>${body}</main></body></html>`;

/** Crafted built pages, by file under the site folder. */
const PAGES: Record<string, string> = {
  'index.html': page(OG),
  // Violates the National Credit Code display rule: a rate with no comparison rate.
  'offers/finance/index.html': page(OG, `<p>Finance from 6.99% p.a.</p><p>${COMPARISON_RATE_WARNING}</p>`),
  'about-us/index.html': page(''),
  'compare/index.html': page('<meta name="robots" content="noindex">'),
  // A forwarder: neither checked nor listed, whatever it says.
  'old-finance/index.html':
    '<!doctype html><title>Redirecting to: /finance</title><meta http-equiv="refresh" content="0;url=/finance"><meta name="robots" content="noindex">',
  'search/used-cars/index.html': page(`${OG}${crumbLd(['Home', 'Used Cars'])}`, crumbNav(['Home', 'Used Cars'])),
  'news/index.html': page(OG, crumbNav(['Home', 'News'])),
  'news/sale/index.html': page(`${OG}${crumbLd(['Home', 'Sale'])}`, crumbNav(['Home', 'News', 'Sale'])),
  '_astro/island.html': page('', '<p>Not a page: 6.99% p.a.</p>'),
};

const row = (columns: readonly string[], over: Record<string, string> = {}) => ({
  ...Object.fromEntries(columns.map((c) => [c, `${c} value`])),
  ...over,
});
const FEEDS: Record<string, string> = {
  'feeds/google-vehicle-listings.tsv': tsv(GOOGLE_COLUMNS, [
    row(GOOGLE_COLUMNS, { vin: 'JTMW1RFV10D123456' }),
    row(GOOGLE_COLUMNS, { vin: 'JTMW1RFV10D654321', image_link: '', mileage: '' }),
  ]),
  'feeds/meta-automotive-catalog.tsv': tsv(META_COLUMNS, [row(META_COLUMNS)]),
};

let dir: string;
let audit: SiteAudit;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'audit-site-'));
  for (const [file, text] of Object.entries({ ...PAGES, ...FEEDS })) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  audit = auditSite(dir, tenant);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const of = (page: string) =>
  audit.violations.filter((v) => v.page === page).map(({ rule, message }) => ({ rule, message }));

describe('auditSite over a built site (crafted pages)', () => {
  it('names a finance rate without its comparison rate, with page and rule', () => {
    expect(of('/offers/finance/')).toEqual([
      { rule: 'comparison-rate', message: "'6.99% p.a.' is shown without its comparison rate beside it" },
    ]);
  });

  it('names an indexable page without og:image; a noindex page needs none', () => {
    expect(of('/about-us/')).toEqual([{ rule: 'og-image', message: 'an indexable page has no og:image' }]);
    expect(of('/compare/')).toEqual([]);
  });

  it('names shown breadcrumbs without a BreadcrumbList, or with another number of entries', () => {
    expect(of('/news/')).toEqual([
      { rule: 'structured-data', message: 'breadcrumbs are shown but there is no BreadcrumbList JSON-LD' },
    ]);
    expect(of('/news/sale/')).toEqual([
      { rule: 'structured-data', message: 'the BreadcrumbList JSON-LD has 2 entries for 3 breadcrumbs shown' },
    ]);
    expect(of('/search/used-cars/')).toEqual([]);
  });

  it('names a feed row missing a required field, by row and VIN', () => {
    expect(of('/feeds/google-vehicle-listings.tsv')).toEqual([
      { rule: 'feed-fields', message: 'row 2 (JTMW1RFV10D654321) has no mileage, image_link' },
    ]);
    expect(of('/feeds/meta-automotive-catalog.tsv')).toEqual([]);
  });

  it('finds nothing else: the forwarder and files under _astro/ are not pages', () => {
    expect(audit.violations.map((v) => v.page).sort()).toEqual([
      '/about-us/',
      '/feeds/google-vehicle-listings.tsv',
      '/news/',
      '/news/sale/',
      '/offers/finance/',
    ]);
    expect(audit.pages).toBe(Object.keys(PAGES).length - 1);
  });

  it('writes a sitemap of the indexable pages: no noindex page, no forwarder', () => {
    expect([...audit.indexable].sort()).toEqual([
      '',
      'about-us/',
      'news/',
      'news/sale/',
      'offers/finance/',
      'search/used-cars/',
    ]);
    const sitemap = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${URL_}/search/used-cars/</loc>`);
    expect(sitemap).not.toContain('compare');
    expect(sitemap).not.toContain('old-finance');
  });
});

describe('feeds the build did not write', () => {
  it('are a problem: the build refuses a site whose feeds are missing', () => {
    const empty = mkdtempSync(join(tmpdir(), 'audit-site-empty-'));
    try {
      writeFileSync(join(empty, 'index.html'), page(OG));
      expect(auditSite(empty, tenant).violations).toEqual([
        { page: '/feeds/google-vehicle-listings.tsv', rule: 'feed-fields', message: 'the feed was not written' },
        { page: '/feeds/meta-automotive-catalog.tsv', rule: 'feed-fields', message: 'the feed was not written' },
      ]);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
