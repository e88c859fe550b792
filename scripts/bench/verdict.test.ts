import { describe, expect, it } from 'vitest';
import { allPassed, check, describeRule } from './verdict.ts';

describe('check', () => {
  describe('a maximum (p99 ≤ 50 ms)', () => {
    const rule = { max: 50, unit: 'ms' };
    it('passes at the limit', () => expect(check('load', 'leads', 'p99', 50, rule).status).toBe('PASS'));
    it('fails above it', () => expect(check('load', 'leads', 'p99', 50.1, rule).status).toBe('FAIL'));
  });
  describe('a minimum (≥ 300 pages/s)', () => {
    const rule = { min: 300, unit: 'pages/s' };
    it('passes at the limit', () => expect(check('build', 'all', 'pages/s', 300, rule).status).toBe('PASS'));
    it('fails below it', () => expect(check('build', 'all', 'pages/s', 120, rule).status).toBe('FAIL'));
  });
  it('marks a value that could not be measured as MISSING', () => {
    expect(check('lighthouse', 'home', 'LCP', null, { max: 1, unit: 's' })).toMatchObject({
      status: 'MISSING',
      value: null,
    });
    expect(check('lighthouse', 'home', 'LCP', NaN, { max: 1, unit: 's' }).status).toBe('MISSING');
  });
});

describe('describeRule', () => {
  it('states the direction, limit and unit', () => {
    expect(describeRule({ max: 50, unit: 'ms' })).toBe('≤ 50 ms');
    expect(describeRule({ min: 95, unit: '' })).toBe('≥ 95');
    expect(describeRule({ max: 1.3125, unit: 's' })).toBe('≤ 1.31 s');
  });
  it('says so when a relative limit has no reference', () => {
    expect(describeRule({ max: NaN, unit: 's' })).toBe('not set (reference missing)');
  });
});

describe('allPassed', () => {
  it('is false when any check failed or is missing', () => {
    const pass = check('s', 'x', 'm', 1, { max: 2, unit: '' });
    expect(allPassed([pass])).toBe(true);
    expect(allPassed([pass, check('s', 'x', 'm', 3, { max: 2, unit: '' })])).toBe(false);
    expect(allPassed([pass, check('s', 'x', 'm', null, { max: 2, unit: '' })])).toBe(false);
  });
});
