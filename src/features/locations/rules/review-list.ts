import type { Review } from '../../../config/location-schema.ts';
import type { ReviewsConfig } from '../../../config/site/locations-display.ts';
import { sanitizeDealerHtml } from '../../content/rules/dealer-html.ts';
import { dateInWords } from '../../../shared/date-in-words.ts';
import { DEFAULT_MIN_RATING, type ReviewSummary, shouldShowReviews } from './reviews.ts';

/** spec: business constants, 'Google reviews full quantity 12'. */
export const REVIEWS_FULL_QUANTITY = 12;

/** A review as the location page shows it. */
export interface ReviewView {
  id: string;
  customerName: string;
  /** Reviewer's picture, if any; otherwise `initials` stand in. */
  image: string | undefined;
  initials: string;
  text: string;
  rating: number;
  /** ISO date, e.g. '2026-11-03'. */
  date: string;
  /** e.g. '3 November 2026'. */
  dateInWords: string;
  /** The dealer's reply, its HTML sanitized. */
  reply: { html: string; date: string | undefined; dateInWords: string | undefined } | undefined;
}

type ReviewInput = Pick<Review, 'id' | 'customer_name' | 'text' | 'rating' | 'review_date'> &
  Partial<Pick<Review, 'image' | 'reply_text' | 'reply_date'>>;

/**
 * spec: the reviews under a location's summary: none unless the summary shows (average above the
 * minimum, not hidden); then each review rated above the minimum, newest first, at most 12.
 */
export function shownReviews(
  reviews: (ReviewSummary & { items?: readonly ReviewInput[] }) | undefined,
  config: Partial<ReviewsConfig> = {},
): ReviewView[] {
  if (!shouldShowReviews(reviews, config)) return [];
  const minRating = config.minRating ?? DEFAULT_MIN_RATING;
  return (reviews?.items ?? [])
    .filter((r) => r.rating > minRating)
    .toSorted((a, b) => b.review_date.localeCompare(a.review_date))
    .slice(0, REVIEWS_FULL_QUANTITY)
    .map(reviewView);
}

function reviewView(r: ReviewInput): ReviewView {
  const html = r.reply_text === undefined ? '' : sanitizeDealerHtml(r.reply_text);
  return {
    id: r.id,
    customerName: r.customer_name,
    image: r.image,
    initials: initials(r.customer_name),
    text: r.text,
    rating: r.rating,
    date: r.review_date,
    dateInWords: dateInWords(new Date(r.review_date)),
    reply:
      html === ''
        ? undefined
        : {
            html,
            date: r.reply_date,
            dateInWords: r.reply_date === undefined ? undefined : dateInWords(new Date(r.reply_date)),
          },
  };
}

/** 'Priya S.' → 'PS', 'Mick' → 'M'. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => w !== '');
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words;
  return letters.map((w) => w?.[0]?.toUpperCase() ?? '').join('');
}
