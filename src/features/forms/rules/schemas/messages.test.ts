import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES, resendCountdown } from './messages.ts';

const SRC = join(import.meta.dirname, '..', '..', '..', '..');
const CATALOGUE = 'features/forms/rules/schemas/messages.ts';

/** spec/site §8: the error catalogue, word for word. */
const SPEC_8 = [
  'An error occurred when submitting this form',
  'Too many verification attempts. Please try again later.',
  'The verification code is invalid. Please try again.',
  'Failed to get YouX quick quote',
  'Failed to create YouX customer',
  'Lead submission failed',
  'Failed to create customer with YouX',
  'Failed to create customer or no redirect URL received.',
  'An unknown error occurred.',
  'An unknown error occurred during verification.',
  'An unknown error occurred while advancing step.',
  'Invalid postcode',
  'Invalid postcode. Please enter a 4-digit number.',
  'Please fix the following errors:',
  'This is a required field.',
  'Code must be 6 digits.',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('error catalogue (spec/site §8)', () => {
  it('holds every spec/site §8 message word for word', () => {
    const texts = new Set<string>(Object.values(MESSAGES));
    for (const text of SPEC_8) expect(texts, text).toContain(text);
  });

  it('is the only module that spells them (browser and server import it)', () => {
    const copies: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const name = relative(SRC, file);
      if (name === CATALOGUE) continue;
      const code = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
        .join('\n');
      for (const text of SPEC_8)
        if ([`'${text}'`, `"${text}"`, `\`${text}\``].some((quoted) => code.includes(quoted)))
          copies.push(`${name}: ${text}`);
    }
    expect(copies).toEqual([]);
  });

  it('counts down to the next resend in whole seconds', () => {
    expect(resendCountdown(42)).toBe('You can resend the code in 42 s.');
  });
});
