import { GENERATED_SLIDE_WIDTHS } from '../../../media/rules/image-url.ts';
/**
 * Names of the locally generated demo media under public/media/generated/. Shared by the
 * image script (which writes the files) and the stock generator (which links to them), so
 * the two can never disagree. Every file name ends in '-{width}.webp' so pages can swap the
 * width for a srcset.
 */

export const MEDIA_DIR_URL = '/media/generated';

/** Drawn bodies; 'ute' is a dual cab, 'suv' a medium SUV, 'suv-large' a full-size 4WD wagon, 'motorcycle' a road bike. */
export const BODY_SHAPES = [
  'sedan',
  'hatch',
  'wagon',
  'suv',
  'suv-large',
  'ute',
  'ute-extra',
  'ute-single',
  'van',
  'people-mover',
  'coupe',
  'convertible',
  'truck',
  'motorcycle',
  'adventure-bike',
  'dirt-bike',
  'caravan',
  'camper-trailer',
] as const;
export type BodyShape = (typeof BODY_SHAPES)[number];

/** Paint colours drawn for every shape, with the hex used in the drawing. */
export const MEDIA_COLOURS = {
  white: '#f4f5f7',
  black: '#1d1f24',
  silver: '#b9bec6',
  grey: '#6b7079',
  red: '#b3202a',
  blue: '#1f4e9c',
  green: '#2f6b3c',
  orange: '#d9731f',
} as const;
export type MediaColour = keyof typeof MEDIA_COLOURS;
export const MEDIA_COLOUR_NAMES = Object.keys(MEDIA_COLOURS) as MediaColour[];

/** Still angles: 1 front three-quarter, 2 side, 3 rear three-quarter, 4 other side (see SPIN_YAW_BY_ANGLE). */
export const STILL_ANGLES = [1, 2, 3, 4] as const;
export const STILL_WIDTHS = [320, 640, 1024] as const;
/** Width used in a car image's url; thumb_url uses THUMB_WIDTH. */
export const MAIN_WIDTH = 640;
export const THUMB_WIDTH = 320;

/** Spin frames are drawn for every shape in this one colour. */
export const SPIN_COLOUR: MediaColour = 'white';
export const SPIN_FRAMES = 36;
export const SPIN_WIDTH = 640;

/** Interior trims drawn for the interior view: dark (black, grey, charcoal) and light (beige, tan, brown). */
export const INTERIOR_TONES = ['dark', 'light'] as const;
export type InteriorTone = (typeof INTERIOR_TONES)[number];

export const STOREFRONT_WIDTHS = [320, 640] as const;
export const SLIDE_COUNT = 3;
export const SLIDE_WIDTHS = GENERATED_SLIDE_WIDTHS;

/** e.g. 'suv-white-1-640.webp'. */
export function stillFile(shape: BodyShape, colour: MediaColour, angle: number, width: number): string {
  return `${shape}-${colour}-${angle}-${width}.webp`;
}

/** e.g. 'spin-suv-07-640.webp' (frame 0 to 35). */
export function spinFile(shape: BodyShape, frame: number, width: number = SPIN_WIDTH): string {
  return `spin-${shape}-${String(frame).padStart(2, '0')}-${width}.webp`;
}

/** e.g. 'interior-dark-1024.webp'. */
export function interiorFile(tone: InteriorTone, width: number): string {
  return `interior-${tone}-${width}.webp`;
}

/** e.g. 'storefront-harbourside-12-640.webp': the storefront of one location of one tenant. */
export function storefrontFile(tenant: string, locationId: number, width: number): string {
  return `storefront-${tenant}-${locationId}-${width}.webp`;
}

/**
 * e.g. 'hero-service-1920.webp': a hero slide on a topic (see HERO_THEMES), at SLIDE_WIDTHS; the 540-high banner
 * (branding.sliderSize '1920x540') is 'hero-service-540-1920.webp'.
 */
export function heroFile(theme: string, width: number, height = 700): string {
  return height === 700 ? `hero-${theme}-${width}.webp` : `hero-${theme}-${height}-${width}.webp`;
}

/** e.g. 'slide-2-1920.webp' (n from 1). */
export function slideFile(n: number, width: number): string {
  return `slide-${n}-${width}.webp`;
}

/** Root-relative URL of a generated media file. */
export function mediaUrl(file: string): string {
  return `${MEDIA_DIR_URL}/${file}`;
}
