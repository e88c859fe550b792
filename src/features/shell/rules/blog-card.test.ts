import { describe, expect, it } from 'vitest';
import { blogCard } from './blog-card.ts';

describe('blog cards', () => {
  const post = {
    id: 'winter-service-check',
    data: {
      title: 'Winter is coming: why a service check before the long drive north is worth every single cent',
      description:
        'Tyres, batteries and coolant do most of the work on a long trip. Here is what our technicians check first and why it matters.',
      date: new Date('2026-11-03T00:00:00Z'),
    },
  };
  it('cuts the title at 80 characters and the description at 100', () => {
    const card = blogCard(post);
    expect(card.heading.length).toBeLessThanOrEqual(80);
    expect(card.heading.endsWith('…')).toBe(true);
    expect(card.description.length).toBeLessThanOrEqual(100);
  });
  it('shows the date as day, full month name and year', () => {
    expect(blogCard(post).date).toBe('3 November 2026');
  });
  it('links to the post', () => {
    expect(blogCard(post).href).toBe('/news/winter-service-check');
  });
});
