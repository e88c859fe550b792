import * as v from 'valibot';
import { doc } from './field-doc.ts';
import { DateTimeSetting } from './relative-date.ts';
import { RequiredText } from './required-text.ts';
import { uniqueBy } from './unique-by.ts';
import { strictObject } from './strict-object.ts';

const Href = v.pipe(v.string(), v.regex(/^(\/|https:\/\/|#)/, 'Links start with /, # or https://'));

const START =
  "Shown from this time: an ISO date-time with offset, or days from the build's day (demo data). Examples: '2026-06-15T00:00:00+10:00', '-5dT00:00:00+10:00'. Default: always.";
const EXPIRY =
  "Hidden from this time: an ISO date-time with offset, or days from the build's day (demo data). Examples: '2026-07-01T00:00:00+10:00', '+30dT23:59:59+10:00'. Default: never.";

/** spec: promo node. A card inserted into search results. */
export const PromoCardSchema = strictObject({
  id: doc("Card id, unique in the file. Example: 'service-special'.", RequiredText),
  title: doc("Card heading. Example: 'Service Special'.", RequiredText),
  text: doc("Card text under the heading. Default: ''.", v.optional(v.string(), '')),
  href: doc("Where the card links: a site path, #anchor or https:// address. Example: '/service'.", Href),
  cta: doc("Call-to-action text. Default: 'Find out more'.", v.optional(v.string(), 'Find out more')),
  image: doc(
    "Card image address. Example: '/media/generated/slide-2-640.webp'. Default: none.",
    v.optional(v.string()),
  ),
  position: doc(
    "1-based result positions the card takes. Default: the file's positions.",
    v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1)))),
  ),
  start: doc(START, v.optional(DateTimeSetting)),
  expiry: doc(EXPIRY, v.optional(DateTimeSetting)),
  display: doc(
    "Car types the card is meant for: 'new', 'used', 'demo'. Default: [] (all).",
    v.optional(v.array(v.picklist(['new', 'used', 'demo'])), []),
  ),
  strictDisplay: doc(
    'Show only when the search is limited to the display types. Default: false.',
    v.optional(v.boolean(), false),
  ),
});

/** spec: slide. Home-page promotion slider. */
export const SlideSchema = strictObject({
  id: doc("Slide id, unique in the file. Example: 'summer-sale'.", RequiredText),
  name: doc("Slide heading. Example: 'Summer Sale'.", RequiredText),
  description: doc("Slide text under the heading. Default: ''.", v.optional(v.string(), '')),
  url: doc("Where the slide links: a site path, #anchor or https:// address. Example: '/specials'.", Href),
  image: doc(
    'Slide artwork with its intrinsic size.',
    strictObject({
      url: doc("Image address. Example: '/media/generated/slide-1-1024.webp'.", v.string()),
      width: doc('Intrinsic width in pixels. Example: 1024.', v.number()),
      height: doc('Intrinsic height in pixels. Example: 400.', v.number()),
      alt: doc("Alternative text. Default: ''.", v.optional(v.string(), '')),
    }),
  ),
  hide_overlay: doc(
    'Hide the dark text overlay (for artwork that carries its own text). Default: false.',
    v.optional(v.boolean(), false),
  ),
  start: doc(START, v.optional(DateTimeSetting)),
  expiry: doc(EXPIRY, v.optional(DateTimeSetting)),
});

export const PromosSchema = strictObject({
  positions: doc(
    'Default positions for cards without their own. Default: [8, 17] (spec: other promos).',
    v.optional(v.array(v.number()), [8, 17]),
  ),
  cards: doc(
    'Promotion cards inserted into search results. Default: [].',
    v.optional(v.pipe(v.array(PromoCardSchema), uniqueBy('id', 'card id')), []),
  ),
  slides: doc(
    'Slides of the home-page promotion slider. Default: [].',
    v.optional(v.pipe(v.array(SlideSchema), uniqueBy('id', 'slide id')), []),
  ),
});

export type PromoCard = v.InferOutput<typeof PromoCardSchema>;
export type Slide = v.InferOutput<typeof SlideSchema>;
export type Promos = v.InferOutput<typeof PromosSchema>;
