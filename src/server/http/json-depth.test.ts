import { describe, expect, it } from 'vitest';
import { jsonDepth } from './json-depth.ts';

describe('jsonDepth', () => {
  it('counts object and array nesting', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":{}}]}')).toBe(4);
  });
  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepth('{"a":"[[[{{{\\"[[["}')).toBe(1);
  });
  it('measures 100,000 levels without recursion', () => {
    expect(jsonDepth('['.repeat(100_000) + ']'.repeat(100_000))).toBe(100_000);
  });
});
