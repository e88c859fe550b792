import { describe, expect, it } from 'vitest';
import { fragmentTargets, linksIn, refreshTarget } from './html-scan.ts';

describe('linksIn', () => {
  it('reads href, action and formaction in document order, decoding entities and any quoting', () => {
    const html = `<link rel="stylesheet" href="/theme.css"><a href='/search?make=Kia&amp;model=EV6#results'>Kia</a>
      <form action=/contact method="get"><button formaction="/search">Go</button></form><area href="/map" alt="">`;
    expect(linksIn(html)).toEqual(['/theme.css', '/search?make=Kia&model=EV6#results', '/contact', '/search', '/map']);
  });
  it('ignores links inside scripts, styles and comments and attributes that only end in href', () => {
    const html = `<script>document.body.innerHTML = '<a href="/in-script">x</a>'</script><style>a[href="/in-style"]{}</style>
      <!-- <a href="/in-comment"> --><div data-href="/data"></div><a href="/real">real</a>`;
    expect(linksIn(html)).toEqual(['/real']);
  });
  it('reads attributes after a long island props value', () => {
    const html = `<astro-island props="{&quot;href&quot;:[0,&quot;/not-a-link&quot;]}" ssr><a class="x" href="/cars/one#test-drive">x</a></astro-island>`;
    expect(linksIn(html)).toEqual(['/cars/one#test-drive']);
  });
});

describe('fragmentTargets', () => {
  it('collects every id and the names of anchors, not the names of form fields', () => {
    const html = `<section id="enquiry-form"><a name="legacy"></a><input name="email" id="email-field"></section><script>const id="nope"</script>`;
    expect([...fragmentTargets(html)].sort()).toEqual(['email-field', 'enquiry-form', 'legacy']);
  });
});

describe('refreshTarget', () => {
  it('reads where a redirect page sends the browser, and nothing on other pages', () => {
    expect(refreshTarget('<meta http-equiv="refresh" content="0; url=/contact">')).toBe('/contact');
    expect(refreshTarget(`<meta http-equiv="Refresh" content="0;URL='/finance'">`)).toBe('/finance');
    expect(refreshTarget('<meta name="robots" content="noindex">')).toBeUndefined();
  });
});
