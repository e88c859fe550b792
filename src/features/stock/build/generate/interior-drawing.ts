import type { InteriorTone } from './media-names.ts';
import { CANVAS } from './vehicle-drawing.ts';

const PALETTES: Readonly<Record<InteriorTone, { dash: string; trim: string; seat: string; stitch: string }>> = {
  dark: { dash: '#24272d', trim: '#3b3f47', seat: '#1c1e23', stitch: '#5b606a' },
  light: { dash: '#2e2a26', trim: '#cdb89a', seat: '#d8c4a4', stitch: '#a8906e' },
};

/**
 * SVG of a right-hand-drive cabin seen from the back seat: windscreen, dashboard, steering wheel on the
 * right, front seats, and the touchscreen centred at 52% across and 44% down (where the generator's
 * interior hotspot sits).
 */
export function interiorSvg(tone: InteriorTone): string {
  const { width: W, height: H } = CANVAS;
  const c = PALETTES[tone];
  const screen = { x: W * 0.52, y: H * 0.44 };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fc1ea"/><stop offset="1" stop-color="#dcebf7"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="${c.dash}"/>
<path d="M90,40 L934,40 L1000,260 L24,260 Z" fill="url(#glass)"/>
<rect x="0" y="250" width="${W}" height="130" rx="30" fill="${c.trim}"/>
<rect x="0" y="360" width="${W}" height="60" fill="${c.dash}"/>
<rect x="${screen.x - 120}" y="${screen.y - 70}" width="240" height="140" rx="14" fill="#0d1117" stroke="#4b5563" stroke-width="6"/>
<rect x="${screen.x - 100}" y="${screen.y - 52}" width="95" height="50" rx="6" fill="#1f4e9c"/>
<rect x="${screen.x + 8}" y="${screen.y - 52}" width="92" height="50" rx="6" fill="#2f6b3c"/>
<rect x="${screen.x - 100}" y="${screen.y + 8}" width="200" height="44" rx="6" fill="#374151"/>
<path d="M${screen.x - 90},470 L${screen.x + 90},470 L${screen.x + 130},${H} L${screen.x - 130},${H} Z" fill="${c.trim}"/>
<circle cx="${screen.x}" cy="560" r="26" fill="#4b5563"/>
<circle cx="770" cy="470" r="150" fill="none" stroke="#111318" stroke-width="34"/>
<circle cx="770" cy="470" r="48" fill="#111318"/>
<path d="M620,470 L722,470 M818,470 L920,470 M770,518 L770,620" stroke="#111318" stroke-width="30"/>
<path d="M60,${H} C60,560 110,500 230,500 C350,500 400,560 400,${H} Z" fill="${c.seat}" stroke="${c.stitch}" stroke-width="4"/>
<path d="M${W - 400},${H} C${W - 400},600 ${W - 350},540 ${W - 230},540 C${W - 110},540 ${W - 60},600 ${W - 60},${H} Z" fill="${c.seat}" stroke="${c.stitch}" stroke-width="4"/>
</svg>`;
}
