import * as v from 'valibot';

/** spec: call phone chosen by override, then car-type number, then location phone. */
export const PhonesSchema = v.object({
  /** One number used everywhere when set. Example: '1300 000 000'. */
  override: v.optional(v.string()),
  /** Numbers per car type. Example: { "used": "07 3000 0000" }. Default: none. */
  byCarType: v.optional(v.partial(v.object({ new: v.string(), used: v.string(), demo: v.string() })), {}),
});

export const ContactSchema = v.object({
  phones: v.optional(PhonesSchema, {}),
  /** Public e-mail shown by the 'Email Us' link. */
  email: v.optional(v.pipe(v.string(), v.email())),
  /** Link text of contact calls to action. Default: 'Contact Us'. */
  contactLinkText: v.optional(v.string(), 'Contact Us'),
  /** Privacy officer line (display text only). */
  privacyOfficer: v.optional(v.string()),
});

export type Contact = v.InferOutput<typeof ContactSchema>;
