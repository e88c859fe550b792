import { describe, expect, it } from 'vitest';
import { latin1Css } from './latin1-css-plugin.ts';

describe('Latin-1 stylesheets', () => {
  it('writes characters beyond Latin-1 as CSS escapes ended by a space, and leaves the rest alone', () => {
    expect(latin1Css(`a::after{content:" ▾"}b::before{content:"✓a"}c{content:"é"}`)).toBe(
      `a::after{content:" \\25be "}b::before{content:"\\2713 a"}c{content:"é"}`,
    );
  });
});
