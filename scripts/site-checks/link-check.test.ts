import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSite } from './built-site.ts';
import { checkLinks } from './link-check.ts';

const ORIGIN = 'https://www.alpha.example';

function site(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'links-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return builtSite(root);
}

const contact = '<main><form id="enquiry-form"></form><h2 id="hours">Hours</h2></main>';
const redirect = '<meta http-equiv="refresh" content="0; url=/contact"><a href="/contact">Contact</a>';

describe('checkLinks', () => {
  it('lists the built pages as the site links them', () => {
    expect(site({ 'index.html': '', 'contact/index.html': '', '404.html': '', 'theme.css': '' }).pages).toEqual([
      '/',
      '/404.html',
      '/contact',
    ]);
  });

  it('passes links that the server answers with a built file, with or without trailing slash, query or known fragment', () => {
    const built = site({
      'index.html': `<a href="/contact">a</a><a href="/contact/?car_id=7#enquiry-form">b</a><a href="contact#hours">c</a><link href="/theme.css"><a href="#top">top</a>`,
      'contact/index.html': contact,
      'theme.css': '',
    });
    expect(checkLinks(built, built.pages, [ORIGIN])).toEqual([]);
  });

  it('reports a link to a page that is not built, and a fragment the target page lacks', () => {
    const built = site({
      'index.html': '<a href="/search/toyota/landcruiser-300">x</a><a href="/contact?car_id=7#test-drive">y</a>',
      'contact/index.html': contact,
    });
    expect(checkLinks(built, ['/'], [ORIGIN])).toEqual([
      {
        page: '/',
        url: '/search/toyota/landcruiser-300',
        problem: 'no built page at /search/toyota/landcruiser-300 (the shopper gets the 404 page)',
      },
      { page: '/', url: '/contact?car_id=7#test-drive', problem: 'no element with id "test-drive" on /contact' },
    ]);
  });

  it('reports an empty "#" link and a fragment missing on the page itself', () => {
    const built = site({ 'index.html': '<a href="#">menu</a><a href="#finance-form">apply</a>' });
    expect(checkLinks(built, ['/'], [ORIGIN]).map((p) => p.problem)).toEqual([
      'an empty "#" link goes nowhere',
      'no element with id "finance-form" on /',
    ]);
  });

  it('follows a redirect page to check the fragment where the browser lands', () => {
    const built = site({
      'index.html': '<a href="/contact-us#hours">ok</a><a href="/contact-us#map">missing</a>',
      'contact-us/index.html': redirect,
      'contact/index.html': contact,
    });
    expect(checkLinks(built, ['/'], [ORIGIN])).toEqual([
      { page: '/', url: '/contact-us#map', problem: 'no element with id "map" on the page it redirects to' },
    ]);
  });

  it('checks absolute links to the tenant’s own origins and leaves other sites, mailto:, tel: and the functions alone', () => {
    const built = site({
      'index.html': `<link rel="canonical" href="${ORIGIN}/gone"><a href="https://maps.example/x">map</a><a href="mailto:a@b.example">mail</a><a href="tel:0700000000">call</a><form action="/api/leads"></form>`,
    });
    expect(checkLinks(built, ['/'], [ORIGIN])).toEqual([
      { page: '/', url: `${ORIGIN}/gone`, problem: 'no built page at /gone (the shopper gets the 404 page)' },
    ]);
  });
});
