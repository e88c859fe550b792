import * as v from 'valibot';

const Href = v.pipe(v.string(), v.regex(/^(\/|https:\/\/|#)/, 'Links start with /, # or https://'));
const Timestamp = v.pipe(v.string(), v.isoTimestamp('Use an ISO date-time with offset, e.g. 2025-06-15T16:00:00+10:00'));

/** spec: promo node. A card inserted into search results. */
export const PromoCardSchema = v.object({
  id: v.string(),
  title: v.string(),
  text: v.optional(v.string(), ''),
  href: Href,
  cta: v.optional(v.string(), 'Find out more'),
  image: v.optional(v.string()),
  /** 1-based result positions the card takes. Default: the site's promoPositions. */
  position: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1)))),
  start: v.optional(Timestamp),
  expiry: v.optional(Timestamp),
  /** Car types the card is meant for. */
  display: v.optional(v.array(v.picklist(['new', 'used', 'demo'])), []),
  /** Show only when the search is limited to the display types. Default: false. */
  strictDisplay: v.optional(v.boolean(), false),
});

/** spec: slide. Home-page promotion slider. */
export const SlideSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.optional(v.string(), ''),
  url: Href,
  image: v.object({ url: v.string(), width: v.number(), height: v.number(), alt: v.optional(v.string(), '') }),
  /** Hide the dark text overlay (for artwork that carries its own text). Default: false. */
  hide_overlay: v.optional(v.boolean(), false),
  start: v.optional(Timestamp),
  expiry: v.optional(Timestamp),
});

export const PromosSchema = v.object({
  /** Default positions for cards without their own. Default: [8, 17] (spec: other promos). */
  positions: v.optional(v.array(v.number()), [8, 17]),
  cards: v.optional(v.array(PromoCardSchema), []),
  slides: v.optional(v.array(SlideSchema), []),
});

export type PromoCard = v.InferOutput<typeof PromoCardSchema>;
export type Slide = v.InferOutput<typeof SlideSchema>;
export type Promos = v.InferOutput<typeof PromosSchema>;
