import * as v from 'valibot';
import { doc } from '../field-doc.ts';
import { strictObject } from '../strict-object.ts';

/** spec/site §9: 'Promotions slider 540 by 1920 (other dealers 1920 by 700 or 1020)'. */
export const SLIDER_SIZES = ['1920x700', '1920x1020', '1920x540'] as const;
export type SliderSize = (typeof SLIDER_SIZES)[number];

const Colour = v.pipe(v.string(), v.hexColor('Use a hex colour such as #0b5fff'));

export const BrandingSchema = strictObject({
  logo: doc(
    'Logo shown in the header. Example: { "url": "/tenant/logo.svg", "width": 180, "height": 40 }. Default: the dealer name as text.',
    v.optional(
      strictObject({
        url: doc("Logo address, root-relative or absolute. Example: '/tenant/logo.svg'.", v.string()),
        width: doc('Intrinsic width in pixels (reserves space, no layout shift). Example: 180.', v.number()),
        height: doc('Intrinsic height in pixels. Example: 40.', v.number()),
      }),
    ),
  ),
  defaultImage: doc(
    "Share and fallback image (og:image, cars without photos), root-relative or absolute. Default: '/media/generated/slide-1-1024.webp'.",
    v.optional(v.pipe(v.string(), v.minLength(1)), '/media/generated/slide-1-1024.webp'),
  ),
  primaryColor: doc("Main brand colour for buttons and links. Default: '#0b4f9c'.", v.optional(Colour, '#0b4f9c')),
  onPrimaryColor: doc("Text colour on the primary colour. Default: '#ffffff'.", v.optional(Colour, '#ffffff')),
  accentColor: doc("Accent colour for badges and highlights. Default: '#c8102e'.", v.optional(Colour, '#c8102e')),
  header: doc(
    "Header behaviour: 'static', 'sticky' or 'fixed'. Default: 'sticky'.",
    v.optional(v.picklist(['static', 'sticky', 'fixed']), 'sticky'),
  ),
  sliderSize: doc(
    "Artwork size of the home page's promotion slider, width x height in pixels: '1920x700', '1920x1020' or '1920x540' (the spec's '540 by 1920' slider: a banner 1920 wide and 540 high). Slides are shown at this shape and their images must have it. Default: '1920x700'.",
    v.optional(v.picklist(SLIDER_SIZES), '1920x700'),
  ),
  fontFamily: doc(
    'Optional web-font stack; the default is the system stack, so no font is downloaded.',
    v.optional(
      v.pipe(
        v.string(),
        // The stack goes into the page's inline theme style: font names only, nothing that could end the rule or the tag.
        v.regex(/^[\w\s,"'-]+$/, 'Use font names separated by commas, such as "Segoe UI", Roboto, sans-serif'),
      ),
      'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    ),
  ),
});

export type Branding = v.InferOutput<typeof BrandingSchema>;
