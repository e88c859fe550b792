import { describe, expect, it } from 'vitest';
import { dealerHtmlText, sanitizeDealerHtml } from './dealer-html.ts';

describe('dealer HTML', () => {
  it('keeps simple formatting', () => {
    expect(sanitizeDealerHtml('<p><strong>One owner</strong>, full history</p><ul><li>Tow bar</li></ul>')).toBe(
      '<p><strong>One owner</strong>, full history</p><ul><li>Tow bar</li></ul>',
    );
  });
  it('removes scripts, event handlers, styles and javascript: links', () => {
    const dirty = '<p onclick="alert(1)" style="color:red">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>';
    const clean = sanitizeDealerHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|style=|javascript:|<img/i);
    expect(clean).toContain('<p>Hi</p>');
  });
  it('marks links noopener nofollow', () => {
    expect(sanitizeDealerHtml('<a href="https://example.com">report</a>')).toBe('<a href="https://example.com" rel="noopener nofollow">report</a>');
  });
  it('gives plain text for truncation', () => {
    expect(dealerHtmlText('<p>Low <strong>kms</strong></p>\n<p>Serviced</p>')).toBe('Low kms Serviced');
  });
});
