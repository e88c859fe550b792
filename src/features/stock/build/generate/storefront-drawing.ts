import type { BodyShape } from './media-names.ts';
import { vehicleArt } from './vehicle-drawing.ts';

/** Width and height of a storefront drawing in SVG units. */
export const STOREFRONT = { width: 960, height: 480 } as const;

/** One location's storefront: its building, the dealer's sign and what stands on the forecourt. */
export interface Storefront {
  tenant: string;
  locationId: number;
  kind: 'sales' | 'service' | 'parts' | 'car-buying';
  /** The dealer's name on the fascia and the pylon. */
  sign: string;
  /** The line under the name, e.g. 'Service Centre'. */
  line: string;
  /** The word on the pylon: the make sold, or the dealer group's first word. */
  pylon: string;
  /** Brand colour of the fascia and pylon. */
  colour: string;
  /** Three vehicles on the forecourt, with their paint. */
  forecourt: readonly (readonly [BodyShape, string])[];
}

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A bold sans-serif line of text fitted to a width (DejaVu/Liberation-like glyphs are about 0.62 em wide). */
function fittedText(
  text: string,
  x: number,
  y: number,
  width: number,
  maxSize: number,
  fill: string,
  anchor = 'middle',
): string {
  const size = Math.min(maxSize, width / (0.62 * Math.max(text.length, 1)));
  return (
    `<text x="${x}" y="${y}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" ` +
    `font-size="${size.toFixed(1)}" text-anchor="${anchor}" dominant-baseline="middle" fill="${fill}">${escapeXml(text)}</text>`
  );
}

/** Cladding tones, picked by location so neighbouring cards differ. */
const CLADDING = ['#eef1f4', '#d9dde2', '#3d434b', '#e8e2d6', '#c9ced6'] as const;

/** The building's front for its kind: a glass showroom, workshop roller doors, a parts counter or a drive-through canopy. */
function frontage(s: Storefront, left: number, right: number, top: number): string {
  const base = 372;
  const width = right - left;
  if (s.kind === 'service') {
    const doors = 3;
    const doorW = (width - 40 * (doors + 1)) / doors;
    return Array.from({ length: doors }, (_, i) => {
      const x = left + 40 + i * (doorW + 40);
      const slats = Array.from(
        { length: 8 },
        (_, k) => `<rect x="${x}" y="${top + 80 + k * 18}" width="${doorW}" height="2" fill="#9aa1aa"/>`,
      );
      return i === 1
        ? `<rect x="${x}" y="${top + 70}" width="${doorW}" height="${base - top - 70}" fill="#1f2329"/>`
        : `<rect x="${x}" y="${top + 70}" width="${doorW}" height="${base - top - 70}" fill="#b9bfc7"/>${slats.join('')}`;
    }).join('');
  }
  if (s.kind === 'parts') {
    const shelves = Array.from(
      { length: 4 },
      (_, k) => `<rect x="${left + 50}" y="${top + 100 + k * 40}" width="${width * 0.5}" height="6" fill="#5d646e"/>`,
    );
    return (
      `<rect x="${left + 30}" y="${top + 70}" width="${width * 0.62}" height="${base - top - 70}" fill="#37424f"/>${shelves.join('')}` +
      `<rect x="${right - width * 0.28}" y="${top + 110}" width="${width * 0.2}" height="${base - top - 110}" fill="#2a323c"/>`
    );
  }
  const panes = Math.round(width / 95);
  const paneW = width / panes;
  const glass = Array.from(
    { length: panes },
    (_, i) =>
      `<rect x="${(left + i * paneW + 3).toFixed(1)}" y="${top + 66}" width="${(paneW - 6).toFixed(1)}" height="${base - top - 66}" fill="url(#glass)"/>`,
  );
  return glass.join('');
}

/** SVG of a location's storefront: building, fascia sign with the dealer's name, pylon sign and forecourt stock. */
export function storefrontSvg(s: Storefront): string {
  const { width: W, height: H } = STOREFRONT;
  const cladding = CLADDING[s.locationId % CLADDING.length] ?? CLADDING[0];
  const signText = '#ffffff';
  const canopy = s.kind === 'car-buying';
  const [left, right, top] = canopy ? [90, 770, 150] : [70, 760, 120 + (s.locationId % 3) * 18];
  const building = canopy
    ? `<rect x="${left}" y="${top}" width="${right - left}" height="54" fill="${s.colour}"/>` +
      [left + 20, (left + right) / 2, right - 30]
        .map((x) => `<rect x="${x}" y="${top + 54}" width="12" height="${372 - top - 54}" fill="#8b929b"/>`)
        .join('') +
      `<rect x="${left + 60}" y="${top + 90}" width="${right - left - 120}" height="${372 - top - 90}" fill="${cladding}" opacity="0.5"/>`
    : `<rect x="${left}" y="${top}" width="${right - left}" height="${372 - top}" fill="${cladding}"/>` +
      `<rect x="${left - 10}" y="${top}" width="${right - left + 20}" height="60" fill="${s.colour}"/>` +
      frontage(s, left, right, top);
  const pylon =
    `<rect x="828" y="110" width="16" height="262" fill="#6b727c"/><rect x="790" y="70" width="92" height="170" rx="6" fill="${s.colour}"/>` +
    `<circle cx="836" cy="116" r="30" fill="#ffffff" opacity="0.92"/><rect x="800" y="160" width="72" height="6" fill="#ffffff" opacity="0.8"/>` +
    fittedText(s.pylon, 836, 200, 80, 17, signText);
  const cars = s.forecourt.map(([shape, paint], i) => {
    const x = 40 + i * 270;
    return `<svg x="${x}" y="300" width="300" height="225" viewBox="0 0 1024 768">${vehicleArt(shape, paint, -Math.PI / 5 + i * 0.25, `c${i}`)}</svg>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fbde6"/><stop offset="1" stop-color="#e6f0f8"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9fc0dc"/><stop offset="0.45" stop-color="#4d6f8f"/><stop offset="1" stop-color="#2b3f55"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<path d="M0,300 C160,250 300,280 460,260 C640,240 800,280 960,250 L960,372 L0,372 Z" fill="#7d9a7a" opacity="0.55"/>
<rect y="372" width="${W}" height="${H - 372}" fill="#8e969f"/><rect y="372" width="${W}" height="6" fill="#b5bcc4"/>
${building}
${fittedText(s.sign, (left + right) / 2, canopy ? top + 20 : top + 22, right - left - 40, 30, signText)}
${fittedText(canopy ? 'We Buy Cars' : s.line, (left + right) / 2, canopy ? top + 42 : top + 46, right - left - 80, 15, signText)}
${pylon}
${cars.join('\n')}
</svg>`;
}
