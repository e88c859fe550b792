import { describe, expect, it } from 'vitest';
import { dealerHtmlText, sanitizeDealerHtml, sanitizeDealerMarkdown } from './dealer-html.ts';

describe('dealer HTML', () => {
  it('keeps simple formatting', () => {
    expect(sanitizeDealerHtml('<p><strong>One owner</strong>, full history</p><ul><li>Tow bar</li></ul>')).toBe(
      '<p><strong>One owner</strong>, full history</p><ul><li>Tow bar</li></ul>',
    );
  });
  it('drops scripts, inline styles, handlers, images and javascript: links', () => {
    const html =
      '<p style="color:red" onclick="x()">Hi <script>alert(1)</script><strong>there</strong></p><img src=x onerror=y><a href="javascript:alert(1)">x</a>';
    expect(sanitizeDealerHtml(html)).toBe(
      '<p>Hi <strong>there</strong></p><a rel="nofollow noopener" target="_blank">x</a>',
    );
  });
  it('opens links in a new tab, nofollow noopener', () => {
    expect(sanitizeDealerHtml('<a href="https://example.com">report</a>')).toBe(
      '<a href="https://example.com" rel="nofollow noopener" target="_blank">report</a>',
    );
  });
  it('reads as plain text with spaces between blocks', () => {
    expect(dealerHtmlText('<p>One.</p><ul><li>A</li><li>B</li></ul>')).toBe('One. A B');
    expect(dealerHtmlText('<p>Low <strong>kms</strong></p>\n<p>Serviced</p>')).toBe('Low kms Serviced');
  });
});

describe('dealer Markdown', () => {
  const attack = [
    '<h2 id="finance">Finance</h2>',
    '<p>Hi<script>alert(1)</script></p>',
    '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
    '<img src="x" onerror="alert(1)"><img src="javascript:alert(1)">',
    '<a href="javascript:alert(1)">click</a><a href="JaVaScRiPt:alert(1)">again</a><a href="//evil.example/">proto</a>',
    '<iframe src="https://evil.example/"></iframe><style>body{display:none}</style><p style="color:red" onclick="x()">styled</p>',
    '<form action="https://evil.example/"><input name="card"></form><base href="https://evil.example/"><object data="x"></object>',
  ].join('');

  it('drops scripts, meta refresh, handlers, javascript: and protocol-relative URLs, frames, styles, forms and base', () => {
    const html = sanitizeDealerMarkdown(attack);
    for (const bad of [
      '<script',
      'alert(',
      '<meta',
      'refresh',
      'onerror',
      'onclick',
      'javascript:',
      '//evil',
      '<iframe',
      '<style',
      'style=',
      '<form',
      '<input',
      '<base',
      '<object',
    ]) {
      expect(html.toLowerCase()).not.toContain(bad.toLowerCase());
    }
    expect(html).toContain('<h2 id="finance">Finance</h2>');
    expect(html).toContain('<p>styled</p>');
  });

  it('keeps what Markdown makes: headings with ids, lists, tables, code, quotes, images and links', () => {
    const html =
      '<h3 id="hours">Hours</h3><table><thead><tr><th align="left">Day</th></tr></thead><tbody><tr><td>Mon</td></tr></tbody></table>' +
      '<blockquote><p>Great</p></blockquote><pre><code>code</code></pre><ol start="2"><li><a href="/contact">Contact</a></li>' +
      '<li><a href="mailto:sales@example.com">Mail</a></li></ol><p><img src="https://cdn.example/a.webp" alt="Yard"><img src="/media/b.webp" alt="B"></p><hr>';
    expect(sanitizeDealerMarkdown(html)).toBe(html.replace(/<(img [^>]*|hr)>/g, '<$1 />'));
  });
});
