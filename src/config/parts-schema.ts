import * as v from 'valibot';
import { doc } from './field-doc.ts';
import { strictObject } from './strict-object.ts';
import { RequiredText as Text } from './required-text.ts';
import { uniqueBy } from './unique-by.ts';

/** One part of the dealer's catalogue, as /parts/search lists it. */
export const PartSchema = strictObject({
  part_number: doc(
    "The maker's part number, unique in the file; searched ignoring spaces, dashes and case. Example: '90915-YZZD1'.",
    v.pipe(Text, v.maxLength(60, 'Part numbers are at most 60 characters')),
  ),
  description: doc("What the part is. Example: 'Oil Filter'.", v.pipe(Text, v.maxLength(200))),
  make: doc("The make the part is for. Example: 'Toyota'.", Text),
  models: doc(
    "Models the part fits. Example: ['HiLux', 'Fortuner']. Default: [] (every model of the make).",
    v.optional(v.array(Text), []),
  ),
  category: doc("Catalogue group. Example: 'Filters'.", Text),
  price: doc(
    "Price in dollars including GST. Example: 24.95. Default: none ('Price on enquiry').",
    v.optional(v.pipe(v.number(), v.minValue(0))),
  ),
});

/** tenants/<slug>/parts.json: the parts catalogue. Default: no file, no catalogue (/parts/search forwards to the parts order form). */
export const PartsSchema = v.pipe(v.array(PartSchema), uniqueBy('part_number', 'part number'));

export type Part = v.InferOutput<typeof PartSchema>;
