/** A budget rule: the measured value must stay at or below `max`, or at or above `min`. */
export type Rule = { max: number; unit: string } | { min: number; unit: string };

export type Status = 'PASS' | 'FAIL' | 'MISSING';

/** One budget checked against one measurement. */
export interface Check {
  section: string;
  /** What was measured: a tenant, a page, a stock size, a route. */
  subject: string;
  metric: string;
  /** The measurement; null when it could not be taken (counted as a miss). */
  value: number | null;
  rule: Rule;
  status: Status;
}

/** Checks a value against a rule. A missing or non-finite value is MISSING, which `--strict` treats as a miss. */
export function check(
  section: string,
  subject: string,
  metric: string,
  value: number | null | undefined,
  rule: Rule,
): Check {
  const measured = value === undefined || value === null || !Number.isFinite(value) ? null : value;
  const ok = measured !== null && ('max' in rule ? measured <= rule.max : measured >= rule.min);
  return {
    section,
    subject,
    metric,
    value: measured,
    rule,
    status: measured === null ? 'MISSING' : ok ? 'PASS' : 'FAIL',
  };
}

/** The rule in words, e.g. '≤ 50 ms' or '≥ 300 pages/s'. */
export function describeRule(rule: Rule, digits = 2): string {
  const limit = 'max' in rule ? rule.max : rule.min;
  if (!Number.isFinite(limit)) return 'not set (reference missing)';
  const shown = Number.isInteger(limit) ? String(limit) : limit.toFixed(digits);
  return `${'max' in rule ? '≤' : '≥'} ${shown}${rule.unit ? ` ${rule.unit}` : ''}`;
}

/** Whether every check passed (the `--strict` exit status). */
export function allPassed(checks: readonly Check[]): boolean {
  return checks.every((c) => c.status === 'PASS');
}
