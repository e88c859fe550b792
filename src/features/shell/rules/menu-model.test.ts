import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { NavigationSchema } from '../../../config/site/navigation.ts';
import { resolveFooter, resolveHeader } from './menu-model.ts';

const nav = v.parse(NavigationSchema, {});
const model = { id: 1, slug: 'rav4', name: 'RAV4' } as Parameters<typeof resolveHeader>[1][number];

describe('menus', () => {
  it('default header is Home, Models, Stock, Finance, Service & Parts, Company (spec)', () => {
    const header = resolveHeader(nav.header, [model], '/finance');
    expect(header.map((e) => e.label)).toEqual(['Home', 'Models', 'Stock', 'Finance', 'Service & Parts', 'Company']);
    expect(header.find((e) => e.label === 'Company')?.links?.map((l) => l.label)).toEqual([
      'About Us',
      'News',
      'Contact Us',
    ]);
    expect(header.find((e) => e.label === 'Service & Parts')?.links?.map((l) => l.label)).toEqual([
      'Servicing',
      'Parts and Accessories',
    ]);
  });
  it('drops the Models dropdown when the tenant has no models', () => {
    expect(resolveHeader(nav.header, [], '/finance').map((e) => e.label)).not.toContain('Models');
  });
  it('points Finance at the tenant finance page', () => {
    expect(resolveHeader(nav.header, [], '/apply-for-finance').find((e) => e.label === 'Finance')).toEqual({
      label: 'Finance',
      href: '/apply-for-finance',
    });
  });
  it('default footer groups are Models, Buyer Tools, Service & Parts and the dealer name (spec)', () => {
    const footer = resolveFooter(nav.footer, [model], 'Coastal Toyota');
    expect(footer.map((g) => g.heading)).toEqual(['Models', 'Buyer Tools', 'Service & Parts', 'Coastal Toyota']);
    expect(footer[1]?.links.map((l) => l.label)).toEqual([
      'Our Stock',
      'Finance',
      'Trade In',
      'Test Drive',
      'Owners Benefits',
    ]);
    expect(footer[3]?.links.map((l) => l.label)).toEqual([
      'About Us',
      'News',
      'Contact Us',
      'Terms And Conditions',
      'Privacy Policy',
    ]);
  });
});
