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

/** spec: blog card (title cut at 80, description at 100, date as day, full month, year). */
export function blogCard(post: {
  id: string;
  data: { title: string; description: string; date: Date; image?: string | undefined };
}): BlogCard {
  return {
    href: `/news/${post.id}`,
    heading: truncate(post.data.title, BLOG_TITLE_LIMIT),
    description: truncate(post.data.description, BLOG_DESCRIPTION_LIMIT),
    image: post.data.image,
    date: dateInWords(post.data.date),
    isoDate: post.data.date.toISOString().slice(0, 10),
  };
}
