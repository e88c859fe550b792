import * as v from 'valibot';

const Colour = v.pipe(v.string(), v.hexColor('Use a hex colour such as #0b5fff'));

export const BrandingSchema = v.object({
  /** Logo shown in the header. Example: { "url": "/tenant/logo.svg", "width": 180, "height": 40 }. Default: the dealer name as text. */
  logo: v.optional(v.object({ url: v.string(), width: v.number(), height: v.number() })),
  /** Share and fallback image (og:image, cars without photos), root-relative or absolute. Default: '/media/generated/slide-1-1024.webp'. */
  defaultImage: v.optional(v.pipe(v.string(), v.minLength(1)), '/media/generated/slide-1-1024.webp'),
  /** Main brand colour for buttons and links. Default: '#0b4f9c'. */
  primaryColor: v.optional(Colour, '#0b4f9c'),
  /** Text colour on the primary colour. Default: '#ffffff'. */
  onPrimaryColor: v.optional(Colour, '#ffffff'),
  /** Accent colour for badges and highlights. Default: '#c8102e'. */
  accentColor: v.optional(Colour, '#c8102e'),
  /** Header behaviour: 'static', 'sticky' or 'fixed'. Default: 'sticky'. */
  header: v.optional(v.picklist(['static', 'sticky', 'fixed']), 'sticky'),
  /** Optional web-font stack; the default is the system stack, so no font is downloaded. */
  fontFamily: v.optional(v.string(), 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif'),
});

export type Branding = v.InferOutput<typeof BrandingSchema>;
