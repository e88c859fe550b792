import * as v from 'valibot';

/** spec: opening hour entry. weekday 0 is Sunday, 6 is Saturday; times are 24-hour 'HH:MM'. */
export const OpeningHourSchema = v.object({
  weekday: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)),
  status: v.picklist(['open', 'closed']),
  open: v.optional(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/, 'Use 24-hour HH:MM'))),
  close: v.optional(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/, 'Use 24-hour HH:MM'))),
});

/** spec: special hours entry (public holidays and the like). */
export const SpecialHoursSchema = v.object({
  /** ISO date, e.g. '2026-12-25'. */
  date: v.pipe(v.string(), v.isoDate()),
  /** What the day is, e.g. 'Christmas Day'. */
  name: v.optional(v.string(), ''),
  status: v.picklist(['open', 'closed']),
  start_hour: v.optional(v.string()),
  end_hour: v.optional(v.string()),
});

export const LocationTypeSchema = v.picklist(['sales', 'service', 'parts', 'car-buying']);

export const LocationSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'Use lower-case letters, digits and hyphens')),
  name: v.pipe(v.string(), v.minLength(1)),
  /** An empty type counts as sales (spec). Default: 'sales'. */
  location_type: v.optional(LocationTypeSchema, 'sales'),
  /** e.g. ['buying']. Default: []. */
  location_subtype: v.optional(v.array(v.string()), []),
  /** The group's primary location. Default: false. */
  primary: v.optional(v.boolean(), false),
  /** Hidden locations are kept for stock but not listed. Default: true. */
  visible: v.optional(v.boolean(), true),
  /** Makes this location sells or services, e.g. ['Toyota']. Default: []. */
  manufacturers: v.optional(v.array(v.string()), []),
  dealership_id: v.pipe(v.number(), v.integer()),
  dealership_slug: v.pipe(v.string(), v.minLength(1)),
  dealership_name: v.pipe(v.string(), v.minLength(1)),
  address: v.object({
    street: v.string(),
    city: v.string(),
    state: v.picklist(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']),
    postcode: v.pipe(v.string(), v.regex(/^\d{4}$/, 'A postcode has exactly 4 digits')),
    lat: v.pipe(v.number(), v.minValue(-44), v.maxValue(-9)),
    long: v.pipe(v.number(), v.minValue(112), v.maxValue(154)),
    place_id: v.optional(v.string()),
    /** Link opened by 'Get Directions'. Default: a maps search for the address. */
    place_url: v.optional(v.pipe(v.string(), v.url())),
  }),
  contact_detail: v.object({
    phone: v.optional(v.string()),
    /** Public e-mail of this location (the vendor contact of its ADF leads). Example: 'service@dealer.com.au'. */
    email: v.optional(v.pipe(v.string(), v.email())),
    landline_phone: v.optional(v.string()),
    /** Show '(All Hours)' after the phone number. Default: false. */
    phone_all_hours: v.optional(v.boolean(), false),
    opening_hours: v.optional(v.array(OpeningHourSchema), []),
    special_hours: v.optional(v.array(SpecialHoursSchema), []),
  }),
  image: v.optional(v.object({ url: v.string(), thumb_url: v.string(), alt: v.optional(v.string(), '') })),
  reviews: v.optional(v.object({ average_rating: v.number(), count: v.pipe(v.number(), v.integer()) })),
  dealer_license_number: v.optional(v.string()),
  motor_vehicle_repairer: v.optional(v.string()),
  /** A tag such as 'COMING EARLY 2026'. */
  badge: v.optional(v.string()),
  /** Service booking page embedded on /service. */
  booking_url: v.optional(v.pipe(v.string(), v.url())),
});

export const LocationsSchema = v.pipe(
  v.array(LocationSchema),
  v.minLength(1, 'A tenant needs at least one location'),
  v.check((list) => new Set(list.map((l) => l.id)).size === list.length, 'Location ids must be unique'),
  v.check((list) => new Set(list.map((l) => l.slug)).size === list.length, 'Location slugs must be unique'),
);

export type LocationInput = v.InferInput<typeof LocationSchema>;
export type Location = v.InferOutput<typeof LocationSchema>;
export type LocationType = v.InferOutput<typeof LocationTypeSchema>;
export type OpeningHour = v.InferOutput<typeof OpeningHourSchema>;
export type SpecialHours = v.InferOutput<typeof SpecialHoursSchema>;
