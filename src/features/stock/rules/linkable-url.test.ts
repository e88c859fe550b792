import { describe, expect, it } from 'vitest';
import { linkableUrl } from './linkable-url.ts';

describe('linkable stock URLs (a history report `file`, an interior view)', () => {
  it('links to a root-relative or http(s) report', () => {
    expect(linkableUrl('/history-reports/sample-history-report.pdf')).toBe(
      '/history-reports/sample-history-report.pdf',
    );
    expect(linkableUrl(' https://reports.example.com/r/123.pdf ')).toBe('https://reports.example.com/r/123.pdf');
  });
  it('shows no link without a report or for any other kind of URL', () => {
    for (const file of [
      undefined,
      '',
      '   ',
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      'reports/x.pdf',
      'ftp://x/y',
    ]) {
      expect(linkableUrl(file), String(file)).toBeNull();
    }
  });
});
