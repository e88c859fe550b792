import type { Car } from '../../rules/car-schema.ts';
import {
  MAIN_WIDTH,
  SPIN_COLOUR,
  SPIN_FRAMES,
  STILL_ANGLES,
  THUMB_WIDTH,
  mediaUrl,
  spinFile,
  stillFile,
  type BodyShape,
  type MediaColour,
} from './media-names.ts';
import type { Random } from './prng.ts';
import { frameYaw, project, type Point3 } from './spin-geometry.ts';

type Hotspot = NonNullable<Car['hotspots']>['exterior'][number];

/** Photos of one car: 0 (about 2%, photos pending) to 4 stills in the car's colour. */
export function carImages(random: Random, shape: BodyShape, colour: MediaColour): Car['images'] {
  if (random.chance(0.02)) return [];
  const count = random.weighted([
    [1, 5],
    [2, 5],
    [3, 20],
    [4, 70],
  ] as const);
  return STILL_ANGLES.slice(0, count).map((angle) => ({
    url: mediaUrl(stillFile(shape, colour, angle, MAIN_WIDTH)),
    thumb_url: mediaUrl(stillFile(shape, colour, angle, THUMB_WIDTH)),
  }));
}

/** The 36 spin frame URLs of a shape (drawn in SPIN_COLOUR). */
export function spinImages(shape: BodyShape): string[] {
  return Array.from({ length: SPIN_FRAMES }, (_, frame) => mediaUrl(spinFile(shape, frame)));
}

/** Whether a car of this colour can have a spin (frames exist only in SPIN_COLOUR). */
export function canSpin(colour: MediaColour): boolean {
  return colour === SPIN_COLOUR;
}

const EXTERIOR_SPOTS: readonly { title: string; description: string; at: Point3 }[] = [
  {
    title: 'Alloy wheels',
    description: 'Machined alloy wheels with a full-size spare.',
    at: { x: 0.32, y: 0.08, z: -0.5 },
  },
  {
    title: 'LED headlights',
    description: 'Automatic LED headlights with auto high beam.',
    at: { x: 0.49, y: 0.22, z: -0.3 },
  },
  {
    title: 'Stone chip',
    description: 'Small stone chip on the bonnet, priced accordingly.',
    at: { x: 0.38, y: 0.3, z: 0 },
  },
  {
    title: 'Tow bar',
    description: 'Factory tow bar rated to the full braked towing capacity.',
    at: { x: -0.5, y: 0.1, z: 0 },
  },
];

/** Hotspot positions on every frame, kept only where the point faces the camera. */
function track(at: Point3, widthRatio: number): Hotspot['positions'] {
  const positions: Hotspot['positions'] = [];
  for (let frame = 0; frame < SPIN_FRAMES; frame++) {
    const p = project(at, frameYaw(frame, SPIN_FRAMES), widthRatio);
    const facing = at.z === 0 ? true : p.depth * Math.sign(-at.z) <= 0.05;
    if (facing) positions.push({ frame, x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 });
  }
  return positions;
}

/** Two or three exterior hotspots and one interior hotspot for a spin car. */
export function carHotspots(random: Random, carId: number): NonNullable<Car['hotspots']> {
  const exterior = random.sample(EXTERIOR_SPOTS, random.int(2, 3)).map((spot, i) => ({
    id: `${carId}-ext-${i + 1}`,
    title: spot.title,
    description: spot.description,
    positions: track(spot.at, 0.45),
  }));
  const interior = [
    {
      id: `${carId}-int-1`,
      title: 'Touchscreen',
      description: 'Touchscreen with Apple CarPlay and Android Auto.',
      positions: [{ frame: 0, x: 52, y: 44 }],
    },
  ];
  return { exterior, interior };
}

// Blender Foundation open movies (Big Buck Bunny, Sintel, Tears of Steel) stand in for walk-around videos.
const VIDEO_IDS = ['aqz-KE-bpKQ', 'eRsGyueVLvQ', 'R6MlUcmOul8'];

/** A walk-around video link (YouTube embed) for a few cars. */
export function carVideo(random: Random): string {
  return `https://www.youtube-nocookie.com/embed/${random.pick(VIDEO_IDS)}`;
}
