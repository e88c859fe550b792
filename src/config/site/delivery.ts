import * as v from 'valibot';
import { doc } from '../field-doc.ts';
import { strictObject } from '../strict-object.ts';

/** A delivery estimate region by postcode ranges. */
export const DeliveryRegionSchema = strictObject({
  name: doc('Region name shown with the estimate. Example: "Brisbane metro".', v.string()),
  postcodes: doc(
    'Inclusive postcode ranges of the region. Example: [[4000, 4179]].',
    v.array(v.tuple([doc('First postcode of the range.', v.number()), doc('Last postcode of the range.', v.number())])),
  ),
  price: doc('Delivery price in dollars. Example: 250.', v.number()),
});
