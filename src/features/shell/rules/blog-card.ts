import { newsDate, newsDay } from '../../../config/news-date.ts';
import { dateInWords } from '../../../shared/date-in-words.ts';
import { truncate } from '../../../shared/truncate.ts';
import { BLOG_DESCRIPTION_LIMIT, BLOG_TITLE_LIMIT } from '../../vehicle/rules/truncate.ts';

/** The tag that lists a post on /blog/vehicle-reviews (front matter `tags: [vehicle-review]`). */
export const VEHICLE_REVIEW_TAG = 'vehicle-review';

export interface BlogCard {
  href: string;
  heading: string;
  description: string;
  image?: string | undefined;
  /** spec: date as day, full month name, year, e.g. '3 November 2026'. */
  date: string;
  isoDate: string;
}

interface Post {
  id: string;
  data: { title: string; description: string; date: string | Date; image?: string | undefined };
}

/** The posts newest first, their dates as built on `today` (a demo post's date counts from the build's day). */
export function newestFirst<P extends Post>(posts: readonly P[], today: Date): P[] {
  const time = (post: P) => newsDate(post.data.date, today).getTime();
  return [...posts].sort((a, b) => time(b) - time(a));
}

/**
 * spec: blog card (title cut at 80, description at 100, date as day, full month, year: the day the dealer wrote, not
 * its UTC day), built on `today`.
 */
export function blogCard(post: Post, today: Date): BlogCard {
  const day = newsDay(post.data.date, today);
  return {
    href: `/news/${post.id}`,
    heading: truncate(post.data.title, BLOG_TITLE_LIMIT),
    description: truncate(post.data.description, BLOG_DESCRIPTION_LIMIT),
    image: post.data.image,
    date: dateInWords(new Date(`${day}T00:00:00Z`)),
    isoDate: day,
  };
}
