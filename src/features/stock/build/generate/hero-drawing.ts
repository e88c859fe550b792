import { MEDIA_COLOURS, type BodyShape } from './media-names.ts';
import { vehicleArt } from './vehicle-drawing.ts';

/** Width and height of a hero slide in SVG units. */
export const HERO = { width: 1920, height: 700 } as const;
/**
 * Heights a hero is drawn at, 1920 wide: the default slider's 700 and the spec's '540 by 1920' banner, which shows the
 * band from 110 to 650 of the same drawing (the vehicles and the ground they stand on).
 */
export const HERO_HEIGHTS = [700, 540] as const;
export type HeroHeight = (typeof HERO_HEIGHTS)[number];
const HERO_TOP: Record<HeroHeight, number> = { 700: 0, 540: 110 };

/** One vehicle in a hero: its shape, paint, yaw, real length (mm), where its centre and wheels stand, and the scale (px per metre). */
interface Placed {
  shape: BodyShape;
  paint: string;
  yaw: number;
  length: number;
  centreX: number;
  groundY: number;
  pxPerMetre: number;
}

/**
 * A vehicle drawn to scale: vehicleArt spans 76% of its 1024-unit canvas for the full length, with the
 * wheels on the ground 74% of the way down its 768-unit height.
 */
function place(v: Placed, id: string): string {
  const width = ((v.length / 1000) * v.pxPerMetre) / 0.76;
  const height = width * 0.75;
  const x = v.centreX - width / 2;
  const y = v.groundY - height * 0.74;
  return (
    `<svg x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${width.toFixed(1)}" height="${height.toFixed(1)}" viewBox="0 0 1024 768">` +
    `${vehicleArt(v.shape, v.paint, v.yaw, id)}</svg>`
  );
}

const FRONT = -Math.PI / 5;
const GROUND = 610;

/** Bunting across the top (a sale). */
const bunting = (colours: readonly string[]): string => {
  const flags = Array.from({ length: 24 }, (_, i) => {
    const x = 40 + i * 80;
    return `<path d="M${x},40 L${x + 70},46 L${x + 35},110 Z" fill="${colours[i % colours.length]}"/>`;
  });
  return `${flags.join('')}<path d="M0,38 Q960,62 1920,38" stroke="#ffffff" stroke-width="4" fill="none"/>`;
};

/** A workshop: back wall panels, a two-post hoist and a tool board. */
const workshop =
  '<rect x="0" y="0" width="1920" height="610" fill="#d7dce2"/>' +
  Array.from({ length: 8 }, (_, i) => `<rect x="${i * 240 + 8}" y="60" width="224" height="380" fill="#c5ccd4"/>`).join(
    '',
  ) +
  '<rect x="0" y="610" width="1920" height="90" fill="#8e959d"/>' +
  '<rect x="880" y="150" width="34" height="460" fill="#c8102e"/><rect x="1700" y="150" width="34" height="460" fill="#c8102e"/>' +
  '<rect x="1000" y="110" width="360" height="180" rx="8" fill="#3d434b"/>' +
  Array.from(
    { length: 6 },
    (_, i) => `<rect x="${1030 + i * 55}" y="130" width="14" height="${90 + (i % 3) * 30}" rx="5" fill="#aab1ba"/>`,
  ).join('');

/** A price tag with a dollar sign (valuing a car). */
const priceTag =
  '<g transform="translate(1000 140) rotate(-12)"><path d="M0,0 L230,0 L290,70 L230,140 L0,140 Z" fill="#ffd23f"/>' +
  '<circle cx="240" cy="70" r="14" fill="#1d1f24"/><text x="105" y="100" font-family="DejaVu Sans, Arial, sans-serif" ' +
  'font-size="110" font-weight="700" text-anchor="middle" fill="#1d1f24">$</text></g>';

/** Red dirt and a low sun (outback touring). */
const outback =
  '<circle cx="1500" cy="250" r="90" fill="#ffd58a" opacity="0.85"/>' +
  '<path d="M0,540 C400,500 900,560 1920,520 L1920,700 L0,700 Z" fill="#b5562a"/>';

interface Hero {
  from: string;
  to: string;
  backdrop: string;
  vehicles: readonly Placed[];
  props?: string;
}

const c = MEDIA_COLOURS;
const at = (
  shape: BodyShape,
  paint: string,
  length: number,
  centreX: number,
  pxPerMetre = 260,
  yaw = FRONT,
): Placed => ({ shape, paint, yaw, length, centreX, groundY: GROUND, pxPerMetre });

/** Hero slides by topic: each shows what its slide's text is about. */
export const HERO_THEMES = {
  suv: { from: '#0b3d6e', to: '#3c7dbf', backdrop: '', vehicles: [at('suv', c.blue, 4600, 1380, 180)] },
  ute: { from: '#5a3a1a', to: '#c98d4a', backdrop: '', vehicles: [at('ute', c.white, 5325, 1380, 160)] },
  sale: {
    from: '#8c0f1e',
    to: '#e0414f',
    backdrop: bunting(['#ffd23f', '#ffffff', '#1d1f24']),
    vehicles: [
      at('hatch', c.silver, 4375, 900, 110),
      at('suv', c.white, 4600, 1260, 110),
      at('ute', c.grey, 5325, 1640, 110),
    ],
  },
  service: { from: '#d7dce2', to: '#d7dce2', backdrop: workshop, vehicles: [at('sedan', c.white, 4885, 1300, 150, 0)] },
  sell: {
    from: '#124734',
    to: '#3f9a6e',
    backdrop: '',
    vehicles: [at('suv', c.silver, 4600, 1380, 170)],
    props: priceTag,
  },
  caravans: {
    from: '#e39b4f',
    to: '#f6d6a8',
    backdrop: outback,
    vehicles: [
      { shape: 'caravan', paint: c.orange, yaw: 0, length: 8000, centreX: 911, groundY: GROUND, pxPerMetre: 100 },
      { shape: 'suv-large', paint: c.white, yaw: 0, length: 4985, centreX: 1560, groundY: GROUND, pxPerMetre: 100 },
    ],
  },
  bikes: {
    from: '#1b2a3a',
    to: '#49657f',
    backdrop: '',
    vehicles: [
      at('adventure-bike', c.blue, 2370, 1000, 200),
      at('adventure-bike', c.white, 2370, 1330, 200),
      at('adventure-bike', c.orange, 2370, 1660, 200),
    ],
  },
  'caravan-service': {
    from: '#d7dce2',
    to: '#d7dce2',
    backdrop: workshop,
    vehicles: [at('caravan', c.blue, 8000, 1300, 95, 0)],
  },
} as const satisfies Record<string, Hero>;
export type HeroTheme = keyof typeof HERO_THEMES;
export const HERO_THEME_NAMES = Object.keys(HERO_THEMES) as HeroTheme[];

/** SVG of a hero slide (1920 by 700, or the 540-high banner) on a topic. */
export function heroSvg(theme: HeroTheme, height: HeroHeight = HERO.height): string {
  const hero: Hero = HERO_THEMES[theme];
  const { width: W, height: H } = HERO;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${height}" viewBox="0 ${HERO_TOP[height]} ${W} ${height}">
<defs><linearGradient id="hero" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hero.from}"/><stop offset="1" stop-color="${hero.to}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#hero)"/>
${hero.backdrop}
${hero.vehicles.map((v, i) => place(v, `h${i}`)).join('\n')}
${hero.props ?? ''}
</svg>`;
}
