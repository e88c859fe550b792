import { describe, expect, it } from 'vitest';
import { dealerHtmlText, sanitizeDealerHtml } from './dealer-html.ts';

describe('dealer HTML', () => {
  it('keeps simple formatting', () => {
    expect(sanitizeDealerHtml('<p><strong>One owner</strong>, full history</p><ul><li>Tow bar</li></ul>')).toBe(
      '<p><strong>One owner</strong>, full history</p><ul><li>Tow bar</li></ul>',
    );
  });
  it('drops scripts, inline styles, handlers, images and javascript: links', () => {
    const html = '<p style="color:red" onclick="x()">Hi <script>alert(1)</script><strong>there</strong></p><img src=x onerror=y><a href="javascript:alert(1)">x</a>';
    expect(sanitizeDealerHtml(html)).toBe('<p>Hi <strong>there</strong></p><a rel="nofollow noopener" target="_blank">x</a>');
  });
  it('opens links in a new tab, nofollow noopener', () => {
    expect(sanitizeDealerHtml('<a href="https://example.com">report</a>')).toBe('<a href="https://example.com" rel="nofollow noopener" target="_blank">report</a>');
  });
  it('reads as plain text with spaces between blocks', () => {
    expect(dealerHtmlText('<p>One.</p><ul><li>A</li><li>B</li></ul>')).toBe('One. A B');
    expect(dealerHtmlText('<p>Low <strong>kms</strong></p>\n<p>Serviced</p>')).toBe('Low kms Serviced');
  });
});
