import { describe, expect, it } from 'vitest';
import { dealerCommentsText, sanitizeDealerComments } from './dealer-comments.ts';

describe('dealer comments', () => {
  it('drops scripts, inline styles and handlers', () => {
    const html = '<p style="color:red" onclick="x()">Hi <script>alert(1)</script><strong>there</strong></p><img src=x onerror=y>';
    expect(sanitizeDealerComments(html)).toBe('<p>Hi <strong>there</strong></p>');
  });
  it('reads as plain text with spaces between blocks', () => {
    expect(dealerCommentsText('<p>One.</p><ul><li>A</li><li>B</li></ul>')).toBe('One. A B');
  });
});
