import type { ReviewsConfig } from '../../../config/site/locations-display.ts';
import { formatNumber } from '../../../shared/numbers.ts';

/** spec: business constants. Review minimum rating 4 (ReviewsConfig.minRating default). */
export const DEFAULT_MIN_RATING = 4;

/** A review summary: a location's reviews, or a dealership's average_rating and review_count. */
export interface ReviewSummary {
  average_rating: number;
  count: number;
}

/**
 * spec: reviews show only if the average rating is above the configured minimum (strictly)
 * and reviews are not hidden. No summary, or no reviews, shows nothing.
 */
export function shouldShowReviews(summary: ReviewSummary | undefined, config: Partial<ReviewsConfig> = {}): boolean {
  if (summary === undefined || config.hidden === true || summary.count <= 0) return false;
  return summary.average_rating > (config.minRating ?? DEFAULT_MIN_RATING);
}

/** Five star slots: `full` whole stars, one star filled to `partial` (0 to 1), then empty ones. */
export interface StarRating {
  full: number;
  /** Fill of the star after the full ones, to one decimal: 4.7 → 0.7, 5 → 1. */
  partial: number;
  /** The rating to one decimal, e.g. '4.7'. */
  label: string;
}

/**
 * spec: at most 4 full stars plus a partial one, shown to 1 decimal. The rating is clamped
 * to 0..5 and rounded to one decimal first: 4.7 → 4 full + 0.7, 5 → 4 full + 1, 3.25 → 3 full + 0.3 (drawn as
 * five stars, the gold clipped to full + partial).
 */
export function starRating(averageRating: number): StarRating {
  const rating = Math.round(Math.min(5, Math.max(0, averageRating)) * 10) / 10;
  const full = Math.min(4, Math.floor(rating));
  const partial = Math.round((rating - full) * 10) / 10;
  return { full, partial, label: rating.toFixed(1) };
}

/** spec: 'Based on N reviews', e.g. 'Based on 982 reviews', 'Based on 1,204 reviews', 'Based on 1 review'. */
export function basedOnText(count: number): string {
  return `Based on ${formatNumber(count)} ${count === 1 ? 'review' : 'reviews'}`;
}
