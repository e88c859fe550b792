import type { Branding } from '../../../config/site/branding.ts';

/** Relative luminance of a #rrggbb colour (WCAG 2.2 definition). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(normalise(a)), luminance(normalise(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function normalise(hex: string): string {
  return hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
}

/** Text colour on white for links: the brand colour when it reaches 4.5:1, else a dark fallback. */
function readableOnWhite(colour: string): string {
  return contrastRatio(colour, '#ffffff') >= 4.5 ? colour : '#1c2430';
}

/** The tenant's CSS custom properties, inlined in every page's head (its hash joins the page's CSP: src/config/tenant-csp.ts). */
export function themeCss(branding: Branding): string {
  const primaryText = readableOnWhite(branding.primaryColor);
  return `:root{--primary:${branding.primaryColor};--on-primary:${branding.onPrimaryColor};--primary-text:${primaryText};--link:${primaryText};--accent:${branding.accentColor};--focus:${branding.accentColor};--font:${branding.fontFamily}}\n`;
}
