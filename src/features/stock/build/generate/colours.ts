import type { Random } from './prng.ts';
import type { MediaColour } from './media-names.ts';

/** A paint name as dealers list it, with the drawn colour closest to it and how common it is. */
interface Paint {
  name: string;
  media: MediaColour;
  weight: number;
}

// Weights follow the Australian mix: white, grey and silver lead by far.
const PAINTS: readonly Paint[] = [
  { name: 'White', media: 'white', weight: 18 },
  { name: 'Glacier White', media: 'white', weight: 6 },
  { name: 'Crystal Pearl', media: 'white', weight: 5 },
  { name: 'Black', media: 'black', weight: 7 },
  { name: 'Eclipse Black', media: 'black', weight: 4 },
  { name: 'Silver', media: 'silver', weight: 7 },
  { name: 'Silver Sky', media: 'silver', weight: 3 },
  { name: 'Grey', media: 'grey', weight: 7 },
  { name: 'Graphite', media: 'grey', weight: 5 },
  { name: 'Meteor Grey', media: 'grey', weight: 3 },
  { name: 'Red', media: 'red', weight: 4 },
  { name: 'Soul Red Crystal', media: 'red', weight: 2 },
  { name: 'Blue', media: 'blue', weight: 4 },
  { name: 'Saturn Blue', media: 'blue', weight: 2 },
  { name: 'Green', media: 'green', weight: 1 },
  { name: 'Eclipse Green', media: 'green', weight: 1 },
  { name: 'Orange', media: 'orange', weight: 1 },
  { name: 'Sunset Bronze', media: 'orange', weight: 1 },
];

const PAINT_ENTRIES = PAINTS.map((p) => [p, p.weight] as const);

const INTERIORS = [
  'Black',
  'Black Cloth',
  'Black Leather',
  'Grey',
  'Charcoal',
  'Beige',
  'Tan Leather',
  'Brown',
] as const;

/** A paint for one car: listed colour name and the drawn colour for its photos. */
export function pickPaint(random: Random): { colour: string; media: MediaColour } {
  const paint = random.weighted(PAINT_ENTRIES);
  return { colour: paint.name, media: paint.media };
}

export function pickInterior(random: Random): string {
  return random.pick(INTERIORS);
}
