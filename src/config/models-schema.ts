import * as v from 'valibot';

/** spec: model colour; oem_id groups colours by body. */
export const ModelColourSchema = v.object({
  id: v.number(),
  name: v.string(),
  oem_id: v.picklist(['wagon', 'sedan', 'hatch', 'dual_cab', 'extra_cab', 'single_cab', '2_door', '4_door']),
  photo_url: v.string(),
  hexCode: v.pipe(v.string(), v.hexColor()),
  model_variant_name: v.string(),
});

export const VariantSchema = v.object({
  id: v.number(),
  name: v.string(),
  full_name: v.string(),
  series: v.optional(v.string()),
  image: v.object({ url: v.string() }),
  /** Drive-away price in dollars. */
  price: v.optional(v.number()),
  /** Feature lines; may hold simple HTML, sanitized on display. */
  features: v.optional(v.array(v.string()), []),
});

export const ModelSchema = v.object({
  id: v.number(),
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/)),
  name: v.string(),
  full_name: v.string(),
  make: v.string(),
  status: v.optional(v.picklist(['available', 'coming_soon']), 'available'),
  image: v.object({ url: v.string() }),
  short_description: v.optional(v.string(), ''),
  model_specifications: v.optional(v.array(v.object({ category: v.string(), value: v.nullable(v.string()) })), []),
  brochure_url: v.optional(v.string()),
  images: v.optional(v.array(v.object({ id: v.number(), image: v.object({ url: v.string() }) })), []),
  colours: v.optional(v.array(ModelColourSchema), []),
  variants: v.optional(v.array(VariantSchema), []),
  driver_assistance: v.optional(v.array(v.string()), []),
  /** Slug of the model promoted in the 'Discover' block. */
  discover: v.optional(v.string()),
});

export const ModelsSchema = v.array(ModelSchema);

export type Model = v.InferOutput<typeof ModelSchema>;
export type ModelColour = v.InferOutput<typeof ModelColourSchema>;
export type Variant = v.InferOutput<typeof VariantSchema>;
