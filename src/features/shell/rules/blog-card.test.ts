import { describe, expect, it } from 'vitest';
import { blogCard, newestFirst } from './blog-card.ts';

const TODAY = new Date('2026-11-26T00:00:00Z');

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
    const card = blogCard(post, TODAY);
    expect(card.heading.length).toBeLessThanOrEqual(80);
    expect(card.heading.endsWith('…')).toBe(true);
    expect(card.description.length).toBeLessThanOrEqual(100);
  });
  it('shows the date as day, full month name and year', () => {
    expect(blogCard(post, TODAY).date).toBe('3 November 2026');
  });
  it('dates a demo post counted from the build day, on the day the dealer wrote (not its UTC day)', () => {
    const demo = { ...post, data: { ...post.data, date: '-23dT09:00:00+10:00' } };
    expect(blogCard(demo, TODAY)).toMatchObject({ date: '3 November 2026', isoDate: '2026-11-03' });
    const morning = { ...post, data: { ...post.data, date: '2025-07-01T09:00:00+10:00' } };
    expect(blogCard(morning, TODAY)).toMatchObject({ date: '1 July 2025', isoDate: '2025-07-01' });
  });
  it('links to the post', () => {
    expect(blogCard(post, TODAY).href).toBe('/news/winter-service-check');
  });
});

describe('posts newest first', () => {
  const dated = (id: string, date: string | Date) => ({ id, data: { title: id, description: '', date } });
  it('orders absolute and build-relative dates together', () => {
    const posts = [dated('a', new Date('2026-11-10T00:00:00Z')), dated('b', '-2d'), dated('c', '-30d')];
    expect(newestFirst(posts, TODAY).map((p) => p.id)).toEqual(['b', 'a', 'c']);
  });
});
