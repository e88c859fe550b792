import * as v from 'valibot';
import { doc } from './field-doc.ts';
import { uniqueBy } from './unique-by.ts';
import { strictObject } from './strict-object.ts';

/** An image by its address. */
const Image = strictObject({ url: doc("Image address. Example: '/media/generated/model-rav4.webp'.", v.string()) });

/** spec: model colour; oem_id groups colours by body. */
export const ModelColourSchema = strictObject({
  id: doc('Colour id. Example: 501.', v.number()),
  name: doc("Colour name. Example: 'Glacier White'.", v.string()),
  oem_id: doc(
    "Body the colour photo shows, grouping colours: 'wagon', 'sedan', 'hatch', 'dual_cab', 'extra_cab', 'single_cab', '2_door' or '4_door'.",
    v.picklist(['wagon', 'sedan', 'hatch', 'dual_cab', 'extra_cab', 'single_cab', '2_door', '4_door']),
  ),
  photo_url: doc('Photo of the model in this colour.', v.string()),
  hexCode: doc("Swatch colour. Example: '#f4f4f4'.", v.pipe(v.string(), v.hexColor())),
  model_variant_name: doc("Variant the photo shows. Example: 'GX'.", v.string()),
});

export const VariantSchema = strictObject({
  id: doc('Variant id. Example: 3001.', v.number()),
  name: doc("Variant name. Example: 'GX'.", v.string()),
  full_name: doc("Full variant name. Example: 'RAV4 GX 2WD Hybrid'.", v.string()),
  series: doc("Series code. Example: 'AXAH52R'. Default: none.", v.optional(v.string())),
  image: doc('Variant image.', Image),
  price: doc('Drive-away price in dollars. Default: none (no price shown).', v.optional(v.number())),
  features: doc('Feature lines; may hold simple HTML, sanitized on display.', v.optional(v.array(v.string()), [])),
});

export const ModelSchema = strictObject({
  id: doc('Model id, unique in the file. Example: 30.', v.number()),
  slug: doc(
    "Address of the model page (/models/<slug>), unique in the file. Example: 'rav4'.",
    v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'Use lower-case letters, digits and hyphens')),
  ),
  name: doc("Model name. Example: 'RAV4'.", v.string()),
  full_name: doc("Name with the make. Example: 'Toyota RAV4'.", v.string()),
  make: doc("Make. Example: 'Toyota'.", v.string()),
  status: doc(
    "'available' or 'coming_soon'. Default: 'available'.",
    v.optional(v.picklist(['available', 'coming_soon']), 'available'),
  ),
  image: doc('Main model image.', Image),
  short_description: doc("One or two sentences under the model name. Default: ''.", v.optional(v.string(), '')),
  model_specifications: doc(
    'Specification rows. Example: [{ "category": "Seats", "value": "5" }]. Default: [].',
    v.optional(
      v.array(
        strictObject({
          category: doc("Row label. Example: 'Seats'.", v.string()),
          value: doc("Row value, or null when unknown. Example: '5'.", v.nullable(v.string())),
        }),
      ),
      [],
    ),
  ),
  brochure_url: doc(
    "Brochure or full specifications address, linked as 'View full specifications'. Default: none.",
    v.optional(v.string()),
  ),
  images: doc(
    'Gallery images. Default: [].',
    v.optional(
      v.array(strictObject({ id: doc('Image id. Example: 1.', v.number()), image: doc('The image.', Image) })),
      [],
    ),
  ),
  colours: doc('Colours with photos and swatches. Default: [].', v.optional(v.array(ModelColourSchema), [])),
  variants: doc('Variants (grades) with prices and features. Default: [].', v.optional(v.array(VariantSchema), [])),
  driver_assistance: doc(
    "Driver-assistance features listed on the model page. Example: ['Lane Trace Assist']. Default: [].",
    v.optional(v.array(v.string()), []),
  ),
  discover: doc("Slug of the model promoted in the 'Discover' block.", v.optional(v.string())),
});

export const ModelsSchema = v.pipe(v.array(ModelSchema), uniqueBy('id', 'model id'), uniqueBy('slug', 'model slug'));

export type Model = v.InferOutput<typeof ModelSchema>;
export type ModelColour = v.InferOutput<typeof ModelColourSchema>;
