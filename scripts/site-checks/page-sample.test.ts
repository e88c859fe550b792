import { describe, expect, it } from 'vitest';
import { sampledPages } from './page-sample.ts';

describe('sampledPages', () => {
  it('keeps every page but the car pages, and all pages of every fifth car by slug', () => {
    const cars = Array.from({ length: 10 }, (_, i) => `2024-kia-ev6-${10000 + i}`);
    const pages = [
      '/',
      '/cars/trade-in',
      '/print',
      ...cars.flatMap((slug) => [`/cars/${slug}`, `/cars/${slug}/checkout`, `/print/${slug}`]),
    ];
    expect(sampledPages(pages)).toEqual([
      '/',
      '/cars/trade-in',
      '/print',
      '/cars/2024-kia-ev6-10000',
      '/cars/2024-kia-ev6-10000/checkout',
      '/print/2024-kia-ev6-10000',
      '/cars/2024-kia-ev6-10005',
      '/cars/2024-kia-ev6-10005/checkout',
      '/print/2024-kia-ev6-10005',
    ]);
  });
});
