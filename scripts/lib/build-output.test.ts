import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_TENANTS_DIR, fixtureTenant } from '../../tests/support/fixture-tenants.ts';
import { generateStock } from '../../src/features/stock/build/generate/generate-stock.ts';
import { siteHeadersFrom } from '../../src/config/security-headers.ts';
import { ROOT } from './paths.ts';

// One real build (npm run build) of the minimal fixture tenant with hostile dealer Markdown.
const tenants = join(ROOT, '.cache', 'test-build', 'tenants');
const dist = join(ROOT, '.cache', 'test-build', 'dist');
const site = join(dist, 'minimal');

const ATTACK = [
  '<script>alert(1)</script>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<img src="x" onerror="alert(2)">',
  '[win a car](javascript:alert(3))',
  '<a href="javascript:alert(4)">offer</a>',
  '<iframe src="https://evil.example/"></iframe>',
].join('\n\n');

/** Dealer comments past the 400-character preview, with characters beyond Latin-1. */
const WIDE_COMMENTS = `${'Serviced on time, one owner. '.repeat(14)}The dealer’s pick — ★ rated…`;

/** Pages of these kinds are most of a build; each is a page of the build's cars. */
const CAR_PAGE_KINDS = ['cars', 'print', 'search'];

beforeAll(() => {
  rmSync(join(ROOT, '.cache', 'test-build'), { recursive: true, force: true });
  cpSync(join(FIXTURE_TENANTS_DIR, 'minimal'), join(tenants, 'minimal'), { recursive: true });
  const cars = generateStock({
    seed: 5,
    count: 3,
    profile: 'multi-brand',
    locations: fixtureTenant('minimal').locations,
    now: new Date(),
  }).map((car, index) => (index === 0 ? { ...car, dealercomments: WIDE_COMMENTS } : car));
  writeFileSync(join(tenants, 'minimal', 'stock.json'), JSON.stringify(cars));
  writeFileSync(
    join(tenants, 'minimal', 'content', 'specials.md'),
    `---\ntitle: Specials\ndescription: This week.\n---\n## Our specials\n\nA **great** deal.\n\n${ATTACK}\n`,
  );
  mkdirSync(join(tenants, 'minimal', 'news'), { recursive: true });
  writeFileSync(
    join(tenants, 'minimal', 'news', 'sale.md'),
    `---\ntitle: Sale\ndescription: Sale on now.\ndate: 2025-06-01\n---\nSale on now.\n\n${ATTACK}\n`,
  );
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.ts'), '--tenant=minimal'], {
    cwd: ROOT,
    env: { ...process.env, TENANTS_DIR: tenants, DIST_DIR: dist },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
}, 900_000);

describe('a built tenant (npm run build)', () => {
  it('renders dealer Markdown through the allow-list: no script, refresh, handler, javascript: or frame', () => {
    for (const page of ['specials/index.html', 'news/sale/index.html']) {
      const html = readFileSync(join(site, page), 'utf8');
      const article = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? '';
      expect(article, page).toContain(page.startsWith('news') ? 'Sale on now.' : '<strong>great</strong>');
      // The page itself carries the site's own scripts (structured data, analytics): the dealer's text may carry none.
      expect(article.toLowerCase(), `${page}: <script`).not.toContain('<script');
      for (const bad of ['alert(', 'http-equiv="refresh"', 'onerror', 'javascript:', '<iframe', 'evil.example']) {
        expect(html.toLowerCase(), `${page}: ${bad}`).not.toContain(bad);
      }
    }
    expect(readFileSync(join(site, 'specials', 'index.html'), 'utf8')).toMatch(
      /<h2 id="our-specials">Our specials<\/h2>/,
    );
  });

  it('ships the scripts every page runs inside the page: no script file before the shopper acts', () => {
    const html = readFileSync(join(site, 'index.html'), 'utf8');
    expect(html.match(/<script[^>]*\ssrc=/g) ?? []).toEqual([]);
    // The layout's analytics, favourites count and visited-pages scripts are there, inline and hashed by the page policy.
    expect(html).toContain('asc-page');
    expect(html).toContain('data-favourites-link');
    const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const inline = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline.length).toBeGreaterThanOrEqual(3);
    for (const code of inline) expect(policy).toContain(`sha256-${createHash('sha256').update(code).digest('base64')}`);
  });

  it('paints with no stylesheet request: every style, the tenant theme included, is inline and hashed by the policy', () => {
    const html = readFileSync(join(site, 'index.html'), 'utf8');
    expect(html.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? []).toEqual([]);
    expect(html).toMatch(/<style>:root\{--primary:#/);
    const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    expect(styles.length).toBeGreaterThanOrEqual(2);
    for (const css of styles) expect(policy).toContain(`sha256-${createHash('sha256').update(css).digest('base64')}`);
  });

  it('writes no compressed copies: the CDN and npm start compress as the browser asks', () => {
    const files = readdirSync(site, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
  });

  it('lists the home page and the content pages in sitemap.xml', () => {
    const sitemap = readFileSync(join(site, 'sitemap.xml'), 'utf8');
    const origin = /<loc>(https:\/\/[^/<]+)\//.exec(sitemap)?.[1] ?? '';
    expect(sitemap).toContain(`<loc>${origin}/</loc>`);
    expect(sitemap).toContain(`<loc>${origin}/specials/</loc>`);
  });

  it("puts a report-only union of the pages' policies with reporting into _headers", () => {
    const headers = siteHeadersFrom(readFileSync(join(site, '_headers'), 'utf8'));
    expect(headers['Content-Security-Policy-Report-Only']).toMatch(
      /script-src 'self' 'sha256-[^']+'.*; report-uri \/api\/csp-report$/,
    );
  });

  it('writes the pages of its cars in Latin-1, characters beyond it as references (five times faster to copy)', () => {
    const pages = CAR_PAGE_KINDS.flatMap((kind) =>
      readdirSync(join(site, kind), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.html'))
        .map((file) => join(kind, file)),
    );
    expect(pages.length).toBeGreaterThanOrEqual(7);
    for (const page of pages) expect(readFileSync(join(site, page), 'utf8'), page).not.toMatch(/[\u{100}-\u{10ffff}]/u);
    const withComments = pages
      .map((page) => readFileSync(join(site, page), 'utf8'))
      .find((html) => html.includes('The dealer&#8217;s pick &#8212; &#9733; rated&#8230;'));
    expect(withComments, 'the car page with the dealer comments').toBeDefined();
  });
});
