import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PromoCardView } from './PromoCardView.tsx';

const promo = {
  id: 'sale',
  title: 'Stocktake sale',
  text: '',
  href: '/special-offers',
  cta: 'Shop now',
  display: [],
  strictDisplay: false,
};

describe('a prerendered promo card carries its window', () => {
  it('as data-start and data-expiry', () => {
    const html = renderToStaticMarkup(
      createElement(PromoCardView, {
        promo: { ...promo, start: '2025-07-01T00:00:00+10:00', expiry: '2025-07-24T23:59:59+10:00' } as never,
      }),
    );
    expect(html).toContain('data-start="2025-07-01T00:00:00+10:00"');
    expect(html).toContain('data-expiry="2025-07-24T23:59:59+10:00"');
  });
  it('and none without one', () => {
    expect(renderToStaticMarkup(createElement(PromoCardView, { promo: promo as never }))).not.toContain('data-expiry');
  });
});
