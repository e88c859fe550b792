/** spec/shopper §7: analytics event id of opening a car's history report. */
export const HISTORY_REPORT_EVENT = 60;
export const HISTORY_REPORT_TEXT = 'View History Report';
