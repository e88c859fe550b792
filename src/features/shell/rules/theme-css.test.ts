import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BrandingSchema } from '../../../config/site/branding.ts';
import { contrastRatio, themeCss } from './theme-css.ts';

describe('the tenant theme', () => {
  const branding = v.parse(BrandingSchema, { primaryColor: '#ffcc00' });

  it('defines the brand colours as custom properties, with a readable link colour on white', () => {
    const css = themeCss(branding);
    expect(css).toMatch(/^:root\{--primary:#ffcc00;/);
    expect(contrastRatio('#ffcc00', '#ffffff')).toBeLessThan(4.5);
    expect(css).toContain('--link:#1c2430');
  });

  describe('the font stack (inlined in every page head)', () => {
    it('takes font names with quotes, spaces and hyphens', () => {
      expect(v.safeParse(BrandingSchema, { fontFamily: '"Segoe UI", -apple-system, sans-serif' }).success).toBe(true);
    });

    it.each(['Arial}</style><script>alert(1)</script>', 'Arial; color: red', 'url(x)'])('refuses %s', (fontFamily) => {
      const result = v.safeParse(BrandingSchema, { fontFamily });
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toContain('Use font names separated by commas');
    });
  });
});
