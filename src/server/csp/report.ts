import * as v from 'valibot';

/** One violation as stored: what was blocked where, without query strings (they may carry personal data). */
export interface CspViolation {
  directive: string;
  blocked: string;
  document: string;
  disposition: string;
  sourceFile: string | undefined;
  line: number | undefined;
  column: number | undefined;
  sample: string | undefined;
}

/** Browsers send at most this many reports in one Reporting API upload; more is not a browser. */
export const MAX_REPORTS_PER_UPLOAD = 20;

const text = (max: number) => {
  const message = `Expected text of at most ${max} characters.`;
  return v.optional(v.pipe(v.string(message), v.maxLength(max, message)));
};
const wholeNumber = 'Expected a whole number of 0 or more.';
const position = v.optional(v.pipe(v.number(wholeNumber), v.integer(wholeNumber), v.minValue(0, wholeNumber)));

/** report-uri: `Content-Type: application/csp-report`, one `{"csp-report": {...}}` (CSP Level 2). */
export const LegacyReportSchema = v.object(
  {
    'csp-report': v.object(
      {
        'document-uri': text(2000),
        'effective-directive': text(200),
        'violated-directive': text(2000),
        'blocked-uri': text(2000),
        disposition: text(20),
        'source-file': text(2000),
        'line-number': position,
        'column-number': position,
        'script-sample': text(200),
      },
      'Expected a CSP report object under "csp-report".',
    ),
  },
  'Expected a CSP report object under "csp-report".',
);

const reportType = 'Expected the report type as text of at most 100 characters.';
const reportList = `Expected a list of at most ${MAX_REPORTS_PER_UPLOAD} reports.`;

/** report-to: `Content-Type: application/reports+json`, an array of reports (Reporting API); only 'csp-violation' ones are kept. */
export const ReportingApiSchema = v.pipe(
  v.array(
    v.object(
      {
        type: v.pipe(v.string(reportType), v.maxLength(100, reportType)),
        body: v.optional(
          v.object(
            {
              documentURL: text(2000),
              effectiveDirective: text(200),
              blockedURL: text(2000),
              disposition: text(20),
              sourceFile: text(2000),
              lineNumber: position,
              columnNumber: position,
              sample: text(200),
            },
            'Expected the report body as an object.',
          ),
        ),
      },
      'Expected a report object with a type.',
    ),
    reportList,
  ),
  v.maxLength(MAX_REPORTS_PER_UPLOAD, reportList),
);

/** A URL reduced to origin and path ('inline', 'eval' and other keywords kept as they are). */
export function withoutQuery(value: string | undefined): string {
  if (!value) return '';
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : url.protocol;
  } catch {
    return value.split(/[?#]/)[0]?.slice(0, 200) ?? '';
  }
}

const violation = (fields: {
  directive?: string | undefined;
  blocked?: string | undefined;
  document?: string | undefined;
  disposition?: string | undefined;
  sourceFile?: string | undefined;
  line?: number | undefined;
  column?: number | undefined;
  sample?: string | undefined;
}): CspViolation => ({
  directive: (fields.directive ?? '').split(/\s/)[0] ?? '',
  blocked: withoutQuery(fields.blocked),
  document: withoutQuery(fields.document),
  disposition: fields.disposition === 'report' ? 'report' : 'enforce',
  sourceFile: fields.sourceFile ? withoutQuery(fields.sourceFile) : undefined,
  line: fields.line,
  column: fields.column,
  sample: fields.sample?.slice(0, 40),
});

export function fromLegacy(report: v.InferOutput<typeof LegacyReportSchema>): CspViolation[] {
  const r = report['csp-report'];
  return [
    violation({
      directive: r['effective-directive'] ?? r['violated-directive'],
      blocked: r['blocked-uri'],
      document: r['document-uri'],
      disposition: r.disposition,
      sourceFile: r['source-file'],
      line: r['line-number'],
      column: r['column-number'],
      sample: r['script-sample'],
    }),
  ];
}

export function fromReportingApi(reports: v.InferOutput<typeof ReportingApiSchema>): CspViolation[] {
  return reports.flatMap((r) =>
    r.type === 'csp-violation' && r.body
      ? [
          violation({
            directive: r.body.effectiveDirective,
            blocked: r.body.blockedURL,
            document: r.body.documentURL,
            disposition: r.body.disposition,
            sourceFile: r.body.sourceFile,
            line: r.body.lineNumber,
            column: r.body.columnNumber,
            sample: r.body.sample,
          }),
        ]
      : [],
  );
}
