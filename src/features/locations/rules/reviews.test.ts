import { describe, expect, it } from 'vitest';
import { basedOnText, shouldShowReviews, starRating } from './reviews.ts';

const sample = { average_rating: 4.7, count: 982 }; // spec: sample review data

describe('reviews', () => {
  describe('spec: shown only if the average rating is above the configured minimum and not hidden', () => {
    it('shows the sample 4.7 from 982 reviews with the default minimum 4', () => {
      expect(shouldShowReviews(sample)).toBe(true);
      expect(shouldShowReviews(sample, { minRating: 4, hidden: false })).toBe(true);
    });

    it('hides a rating at or below the minimum', () => {
      expect(shouldShowReviews({ average_rating: 4, count: 10 })).toBe(false);
      expect(shouldShowReviews({ average_rating: 4.7, count: 10 }, { minRating: 4.8 })).toBe(false);
    });

    it('hides when reviews are hidden, absent or empty', () => {
      expect(shouldShowReviews(sample, { hidden: true })).toBe(false);
      expect(shouldShowReviews(undefined)).toBe(false);
      expect(shouldShowReviews({ average_rating: 5, count: 0 })).toBe(false);
    });
  });

  describe('spec: at most 4 full stars plus a partial one, shown to 1 decimal', () => {
    it.each([
      [4.7, { full: 4, partial: 0.7, label: '4.7' }],
      [5, { full: 4, partial: 1, label: '5.0' }],
      [4, { full: 4, partial: 0, label: '4.0' }],
      [4.66, { full: 4, partial: 0.7, label: '4.7' }],
      [3.25, { full: 3, partial: 0.3, label: '3.3' }],
      [0, { full: 0, partial: 0, label: '0.0' }],
      [7, { full: 4, partial: 1, label: '5.0' }],
    ])('%s → %j', (rating, expected) => {
      expect(starRating(rating)).toEqual(expected);
    });
  });

  describe("spec: 'Based on N reviews'", () => {
    it.each([
      [982, 'Based on 982 reviews'],
      [1204, 'Based on 1,204 reviews'],
      [1, 'Based on 1 review'],
    ])('%s → %s', (count, expected) => {
      expect(basedOnText(count)).toBe(expected);
    });
  });
});
