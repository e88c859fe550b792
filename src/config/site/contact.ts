import * as v from 'valibot';
import { doc } from '../field-doc.ts';
import { strictObject } from '../strict-object.ts';

/** spec: call phone chosen by override, then car-type number, then location phone. */
export const PhonesSchema = strictObject({
  override: doc("One number used everywhere when set. Example: '1300 000 000'.", v.optional(v.string())),
  byCarType: doc(
    'Numbers per car type. Example: { "used": "07 3000 0000" }. Default: none.',
    v.optional(
      v.partial(
        strictObject({
          new: doc('Number for new cars.', v.string()),
          used: doc('Number for used cars.', v.string()),
          demo: doc('Number for demo cars.', v.string()),
        }),
      ),
      {},
    ),
  ),
});

export const ContactSchema = strictObject({
  phones: doc(
    'Call numbers: an override, then one per car type, else the location phone.',
    v.optional(PhonesSchema, {}),
  ),
  email: doc("Public e-mail shown by the 'Email Us' link.", v.optional(v.pipe(v.string(), v.email()))),
  contactLinkText: doc(
    "Link text of contact calls to action. Default: 'Contact Us'.",
    v.optional(v.string(), 'Contact Us'),
  ),
  privacyOfficer: doc('Privacy officer line (display text only).', v.optional(v.string())),
});

export type Contact = v.InferOutput<typeof ContactSchema>;
