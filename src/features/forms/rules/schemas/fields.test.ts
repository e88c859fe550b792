import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EmailSchema, optionalMultilineText, optionalText, requiredMultilineText, requiredText } from './fields.ts';

const firstMessage = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe('text fields keep only what a person can see', () => {
  describe('a required field with no visible character is required', () => {
    it.each([
      ['C0 controls', '\u0001\u0002'],
      ['NUL', '\u0000'],
      ['zero-width space', '\u200b'],
      ['BOM, word joiner and spaces', '\ufeff \u2060 '],
      ['zero-width (non-)joiners', '\u200c\u200d'],
      ['C1 controls', '\u0085\u009f'],
      ['line breaks and tabs', ' \t\r\n\u2028 '],
      ['Hangul filler', '\u3164'],
      ['bidi override', '\u202e'],
    ])('%s', (_, text) => {
      expect(firstMessage(requiredText(80), text)).toBe('This is a required field.');
      expect(firstMessage(requiredMultilineText(2000), text)).toBe('This is a required field.');
    });
  });

  describe('invisible characters are removed, the visible text is kept', () => {
    it('strips controls and zero-width characters inside and around a name', () => {
      expect(v.parse(requiredText(80), '\u200bA\u0000n\ufeffn\u0007 ')).toBe('Ann');
      expect(v.parse(optionalText(80), '\u0001\u200b')).toBe('');
    });
    it('a single-line field joins its lines with one space', () => {
      expect(v.parse(requiredText(80), 'Ann\r\nSmith')).toBe('Ann Smith');
      expect(v.parse(requiredText(80), 'Ann \n\n\tSmith')).toBe('Ann Smith');
      expect(v.parse(optionalText(80), 'Ann\u2028Smith')).toBe('Ann Smith');
    });
    it('a multi-line field (Comments) keeps its newlines and tabs, with CRLF read as one newline', () => {
      expect(v.parse(requiredMultilineText(2000), 'Hi,\r\n\tis it\u0000 available?\r\n')).toBe(
        'Hi,\n\tis it available?',
      );
      expect(v.parse(optionalMultilineText(2000), 'a\u2029b')).toBe('a\nb');
    });
    it('keeps letters of every script, emoji and accents', () => {
      expect(v.parse(requiredText(80), 'Zoë 李 🚗')).toBe('Zoë 李 🚗');
    });
    it('counts the length after cleaning', () => {
      expect(v.parse(requiredText(3), '\u200bAnn\u200b')).toBe('Ann');
      expect(firstMessage(requiredText(3), 'Anne')).toBe('This value is too long.');
    });
  });

  describe('a value of the wrong type gets a sentence, not a length complaint', () => {
    it('names text as text', () => {
      expect(firstMessage(requiredText(80), 42)).toBe('This is a required field.');
      expect(firstMessage(optionalText(80), 42)).toBe('Please enter text.');
      expect(firstMessage(optionalMultilineText(80), {})).toBe('Please enter text.');
    });
  });

  describe('email', () => {
    it('a pasted zero-width space does not spoil an address', () => {
      expect(v.parse(EmailSchema, 'ann@example.com\u200b')).toBe('ann@example.com');
    });
  });
});
