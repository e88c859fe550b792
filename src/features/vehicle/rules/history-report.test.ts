import { describe, expect, it } from 'vitest';
import { HISTORY_REPORT_EVENT, HISTORY_REPORT_TEXT } from './history-report.ts';

describe('history report link (car field `file`, spec event 60)', () => {
  it("uses the spec's event 60 and the link text 'View History Report'", () => {
    expect(HISTORY_REPORT_EVENT).toBe(60);
    expect(HISTORY_REPORT_TEXT).toBe('View History Report');
  });
});
