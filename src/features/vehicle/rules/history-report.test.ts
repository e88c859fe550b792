import { describe, expect, it } from 'vitest';
import { HISTORY_REPORT_EVENT, HISTORY_REPORT_TEXT, historyReportUrl } from './history-report.ts';

describe('history report link (car field `file`, spec event 60)', () => {
  it('links to a root-relative or http(s) report', () => {
    expect(historyReportUrl('/history-reports/sample-history-report.pdf')).toBe('/history-reports/sample-history-report.pdf');
    expect(historyReportUrl(' https://reports.example.com/r/123.pdf ')).toBe('https://reports.example.com/r/123.pdf');
  });
  it('shows no link without a report or for any other kind of URL', () => {
    for (const file of [undefined, '', '   ', 'javascript:alert(1)', 'data:text/html,x', '//evil.example/x', 'reports/x.pdf', 'ftp://x/y']) {
      expect(historyReportUrl(file), String(file)).toBeNull();
    }
  });
  it("uses the spec's event 60 and the link text 'View History Report'", () => {
    expect(HISTORY_REPORT_EVENT).toBe(60);
    expect(HISTORY_REPORT_TEXT).toBe('View History Report');
  });
});
