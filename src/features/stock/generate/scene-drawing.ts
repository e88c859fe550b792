import { MEDIA_COLOURS } from './media-names.ts';
import { vehicleSvg } from './vehicle-drawing.ts';

const BUILDING_COLOURS = ['#0b3d6e', '#c8102e', '#8a4b14', '#2f6b3c', '#4b4f58', '#1f4e9c'];

/** SVG of a dealership building (showroom glass, fascia, forecourt) for location card n (from 1). */
export function locationSvg(n: number): string {
  const fascia = BUILDING_COLOURS[(n - 1) % BUILDING_COLOURS.length] ?? '#0b3d6e';
  const panes = Array.from({ length: 6 }, (_, i) => `<rect x="${130 + i * 100}" y="220" width="90" height="150" fill="#3b4b5c" opacity="${0.75 + (i % 2) * 0.1}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="480" viewBox="0 0 960 480">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc7ec"/><stop offset="1" stop-color="#e9f2fa"/></linearGradient></defs>
<rect width="960" height="480" fill="url(#sky)"/><rect y="380" width="960" height="100" fill="#9aa3ad"/>
<rect x="100" y="150" width="660" height="230" fill="#eef1f4"/><rect x="100" y="150" width="660" height="55" fill="${fascia}"/>
<rect x="130" y="167" width="260" height="20" rx="4" fill="#ffffff" opacity="0.9"/>${panes}
<rect x="760" y="100" width="40" height="280" fill="${fascia}"/><rect x="745" y="80" width="70" height="70" rx="8" fill="${fascia}"/>
<circle cx="780" cy="115" r="22" fill="#ffffff" opacity="0.9"/>
${[0, 1, 2].map((i) => `<rect x="${150 + i * 210}" y="400" width="150" height="50" rx="14" fill="${Object.values(MEDIA_COLOURS)[(n + i) % 8]}"/>`).join('')}
</svg>`;
}

/** SVG of a wide home-page slide (1920 by 700): a car on a brand gradient, n from 1. */
export function slideSvg(n: number): string {
  const palettes = [['#0b3d6e', '#3c7dbf', 'suv', MEDIA_COLOURS.red], ['#1d1f24', '#5a6270', 'sedan', MEDIA_COLOURS.white], ['#8a4b14', '#e3a857', 'ute', MEDIA_COLOURS.silver]] as const;
  const [from, to, shape, paint] = palettes[(n - 1) % palettes.length] ?? palettes[0];
  const car = vehicleSvg(shape, paint, Math.PI / 5).replace(/<rect width="1024" height="768" fill="url\(#bg\)"\/>/, '');
  const inner = car.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="700" viewBox="0 0 1920 700">
<defs><linearGradient id="slide" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1920" height="700" fill="url(#slide)"/>
<svg x="860" y="-40" width="1000" height="750" viewBox="0 0 1024 768">${inner}</svg>
</svg>`;
}
