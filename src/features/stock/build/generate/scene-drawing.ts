import { MEDIA_COLOURS } from './media-names.ts';
import { vehicleArt } from './vehicle-drawing.ts';

/** SVG of a wide home-page slide (1920 by 700): a car on a brand gradient, n from 1. */
export function slideSvg(n: number): string {
  const palettes = [
    ['#0b3d6e', '#3c7dbf', 'suv', MEDIA_COLOURS.red],
    ['#1d1f24', '#5a6270', 'sedan', MEDIA_COLOURS.white],
    ['#8a4b14', '#e3a857', 'ute', MEDIA_COLOURS.silver],
  ] as const;
  const [from, to, shape, paint] = palettes[(n - 1) % palettes.length] ?? palettes[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="700" viewBox="0 0 1920 700">
<defs><linearGradient id="slide" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1920" height="700" fill="url(#slide)"/>
<svg x="860" y="-40" width="1000" height="750" viewBox="0 0 1024 768">${vehicleArt(shape, paint, -Math.PI / 5)}</svg>
</svg>`;
}
