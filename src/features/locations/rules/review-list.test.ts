import { describe, expect, it } from 'vitest';
import { REVIEWS_FULL_QUANTITY, shownReviews } from './review-list.ts';

const review = (id: number, rating: number, review_date: string, extra: Record<string, string> = {}) => ({
  id: `r${id}`,
  customer_name: `Customer ${id}`,
  text: `Review ${id}`,
  rating,
  review_date,
  ...extra,
});

describe('review list', () => {
  describe('spec: Google reviews full quantity 12', () => {
    it('shows at most 12, the newest first', () => {
      const items = Array.from({ length: 14 }, (_, i) =>
        review(i + 1, 5, `2026-10-${String(i + 10).padStart(2, '0')}`),
      );
      const shown = shownReviews({ average_rating: 4.7, count: 982, items });
      expect(REVIEWS_FULL_QUANTITY).toBe(12);
      expect(shown).toHaveLength(12);
      expect(shown[0]?.customerName).toBe('Customer 14');
      expect(shown.at(-1)?.customerName).toBe('Customer 3');
    });
  });

  describe('spec: review minimum rating 4, shown only above it', () => {
    const items = [review(1, 5, '2026-11-01'), review(2, 4, '2026-11-02'), review(3, 3, '2026-11-03')];

    it('leaves out reviews rated at or below the minimum', () => {
      expect(shownReviews({ average_rating: 4.7, count: 3, items }).map((r) => r.id)).toEqual(['r1']);
      expect(shownReviews({ average_rating: 4.7, count: 3, items }, { minRating: 3 }).map((r) => r.id)).toEqual([
        'r2',
        'r1',
      ]);
    });

    it('shows none when the average is not above the minimum or reviews are hidden', () => {
      expect(shownReviews({ average_rating: 4, count: 3, items })).toEqual([]);
      expect(shownReviews({ average_rating: 4.7, count: 3, items }, { hidden: true })).toEqual([]);
      expect(shownReviews(undefined)).toEqual([]);
    });
  });

  describe('spec: review entity (date in words, dealer reply)', () => {
    it('gives the review and reply dates in words', () => {
      const [shown] = shownReviews({
        average_rating: 4.7,
        count: 1,
        items: [review(1, 5, '2026-11-03', { reply_text: 'Thanks, Sam!', reply_date: '2026-11-04' })],
      });
      expect(shown).toMatchObject({
        date: '2026-11-03',
        dateInWords: '3 November 2026',
        reply: { html: 'Thanks, Sam!', date: '2026-11-04', dateInWords: '4 November 2026' },
      });
    });

    it('sanitizes the dealer reply like other dealer HTML', () => {
      const [shown] = shownReviews({
        average_rating: 4.7,
        count: 1,
        items: [
          review(1, 5, '2026-11-03', {
            reply_text: '<p onclick="x()">Thanks <strong>Sam</strong><script>alert(1)</script></p>',
            reply_date: '2026-11-04',
          }),
        ],
      });
      expect(shown?.reply?.html).toBe('<p>Thanks <strong>Sam</strong></p>');
    });

    it('has no reply without reply text, and initials for a reviewer without an image', () => {
      const [shown] = shownReviews({ average_rating: 4.7, count: 1, items: [review(1, 5, '2026-11-03')] });
      expect(shown?.reply).toBeUndefined();
      expect(shown?.image).toBeUndefined();
      expect(shown?.initials).toBe('C1');
    });
  });
});
