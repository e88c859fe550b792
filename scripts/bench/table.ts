import { describeRule, type Check } from './verdict.ts';

export type Cell = string | number | null | undefined;

/** A number for a table cell: thousands separators, `digits` decimals; '–' for missing values. */
export function formatNumber(value: number | null | undefined, digits = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return value.toLocaleString('en-AU', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function cellText(cell: Cell): string {
  if (typeof cell === 'number') return formatNumber(cell, Number.isInteger(cell) ? 0 : 1);
  return cell ?? '–';
}

/**
 * A plain-text table: a title line, a header row, a rule, then the rows. Columns are as wide as
 * their widest cell; number columns (every non-empty cell a number) are right-aligned.
 */
export function formatTable(title: string, headers: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const texts = rows.map((row) => headers.map((_, i) => cellText(row[i])));
  const widths = headers.map((h, i) => Math.max(h.length, ...texts.map((row) => row[i]?.length ?? 0)));
  const numeric = headers.map(
    (_, i) =>
      rows.length > 0 && rows.every((row) => typeof row[i] === 'number' || row[i] === null || row[i] === undefined),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [title, line(headers), widths.map((w) => '─'.repeat(w)).join('  '), ...texts.map(line)].join('\n');
}

/** The budget checks as a table: subject, metric, measured value, rule and PASS / FAIL / MISSING. */
export function formatChecks(title: string, checks: readonly Check[]): string {
  const rows = checks.map((c) => [
    c.section,
    c.subject,
    c.metric,
    c.value === null
      ? null
      : `${formatNumber(c.value, Number.isInteger(c.value) ? 0 : 2)}${c.rule.unit ? ` ${c.rule.unit}` : ''}`,
    describeRule(c.rule),
    c.status,
  ]);
  return formatTable(title, ['section', 'subject', 'metric', 'measured', 'budget', 'result'], rows);
}
