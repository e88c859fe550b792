import { describe, expect, it } from 'vitest';
import { formatChecks, formatNumber, formatTable } from './table.ts';
import { check } from './verdict.ts';

describe('formatNumber', () => {
  it('groups thousands and fixes decimals', () => {
    expect(formatNumber(20000)).toBe('20,000');
    expect(formatNumber(1.25, 2)).toBe('1.25');
  });
  it('shows a dash for missing values', () => {
    expect(formatNumber(null)).toBe('–');
    expect(formatNumber(NaN)).toBe('–');
  });
});

describe('formatTable', () => {
  it('pads text left-aligned and numbers right-aligned under a rule', () => {
    const text = formatTable(
      'Build',
      ['tenant', 'pages'],
      [
        ['harbourside', 1650],
        ['outback-rv', 80],
      ],
    );
    expect(text.split('\n')).toEqual([
      'Build',
      'tenant       pages',
      '───────────  ─────',
      'harbourside  1,650',
      'outback-rv      80',
    ]);
  });
  it('shows non-integers with one decimal and missing cells as a dash', () => {
    const text = formatTable('T', ['a', 'b'], [[1.25, null]]);
    expect(text.split('\n')[3]).toBe('1.3  –');
  });
});

describe('formatChecks', () => {
  it('lists measured value, budget and result per check', () => {
    const text = formatChecks('Budgets', [check('load', 'POST /api/leads', 'p99', 12, { max: 50, unit: 'ms' })]);
    expect(text).toContain('12 ms');
    expect(text).toContain('≤ 50 ms');
    expect(text).toContain('PASS');
  });
});
