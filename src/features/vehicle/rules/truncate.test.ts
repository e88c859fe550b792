import { describe, expect, it } from 'vitest';
import {
  BLOG_DESCRIPTION_LIMIT,
  BLOG_TITLE_LIMIT,
  DEALER_COMMENTS_LIMIT,
  dealerCommentsView,
  MODEL_SHORT_DESCRIPTION_LIMIT,
  splitFeatures,
  splitKeySpecs,
} from './truncate.ts';
import { truncate } from '../../../shared/truncate.ts';

describe('truncate', () => {
  it('leaves text that fits unchanged', () => {
    expect(truncate('Toyota Corolla', 14)).toBe('Toyota Corolla');
  });
  it('cuts on a word boundary and adds …, never longer than the limit', () => {
    const result = truncate('One owner vehicle with full service history', 20);
    expect(result).toBe('One owner vehicle…');
    expect(result.length).toBeLessThanOrEqual(20);
  });
  it('drops trailing punctuation before the ellipsis', () => {
    expect(truncate('Low kms, one owner, books', 9)).toBe('Low kms…');
  });
  it('cuts mid-word when there is no usable space', () => {
    expect(truncate('Supercalifragilistic', 10)).toBe('Supercali…');
  });

  describe('named limits (spec/shopper §9, spec/site §9)', () => {
    it('are 400 dealer comments, 80 blog title, 100 blog description, 75 model short description', () => {
      expect([DEALER_COMMENTS_LIMIT, BLOG_TITLE_LIMIT, BLOG_DESCRIPTION_LIMIT, MODEL_SHORT_DESCRIPTION_LIMIT]).toEqual([
        400, 80, 100, 75,
      ]);
    });
    it('blog title of 120 characters comes back at most 80', () => {
      expect(truncate('word '.repeat(24), BLOG_TITLE_LIMIT).length).toBeLessThanOrEqual(80);
    });
  });
});

describe('dealer comments (spec: expand/collapse beyond 400 characters)', () => {
  const long = 'Immaculate condition. '.repeat(30); // 660 characters
  it('empty comments show the pending text', () => {
    expect(dealerCommentsView('  ', false)).toEqual({
      text: 'Dealer comments are pending. Please check back here later.',
      expandable: false,
    });
  });
  it('collapsed long comments are cut to 400 characters', () => {
    const view = dealerCommentsView(long, false);
    expect(view.expandable).toBe(true);
    expect(view.text.length).toBeLessThanOrEqual(400);
    expect(view.text.endsWith('…')).toBe(true);
  });
  it('expanded long comments show in full', () => {
    expect(dealerCommentsView(long, true).text).toBe(long.trim());
  });
  it('exactly 400 characters is not expandable', () => {
    expect(dealerCommentsView('x'.repeat(400), false)).toEqual({ text: 'x'.repeat(400), expandable: false });
  });
});

describe('features list (8 by default)', () => {
  it('shows 8 and hides the rest', () => {
    const features = Array.from({ length: 11 }, (_, index) => `Feature ${index + 1}`);
    const split = splitFeatures(features);
    expect(split.shown).toHaveLength(8);
    expect(split.hidden).toEqual(['Feature 9', 'Feature 10', 'Feature 11']);
  });
});

describe('key specs (first 4 non-empty)', () => {
  it('skips empty values and shows the first 4', () => {
    const split = splitKeySpecs([
      { label: 'Kms', value: 12_000 },
      { label: 'Fuel', value: '' },
      { label: 'Body', value: 'SUV' },
      { label: 'Seats', value: null },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Drive', value: 'AWD' },
      { label: 'Doors', value: 5 },
      { label: 'Engine', value: undefined },
    ]);
    expect(split.shown.map((spec) => spec.label)).toEqual(['Kms', 'Body', 'Transmission', 'Drive']);
    expect(split.hidden.map((spec) => spec.label)).toEqual(['Doors']);
  });
});
