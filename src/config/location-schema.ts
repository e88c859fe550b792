import * as v from 'valibot';
import { doc } from './field-doc.ts';
import { DaySetting } from './relative-date.ts';
import { uniqueBy } from './unique-by.ts';
import { strictObject } from './strict-object.ts';

/** spec: opening hour entry. weekday 0 is Sunday, 6 is Saturday; times are 24-hour 'HH:MM'. */
export const OpeningHourSchema = strictObject({
  weekday: doc(
    'Day of the week: 0 is Sunday, 6 is Saturday.',
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)),
  ),
  status: doc("'open' or 'closed' that day.", v.picklist(['open', 'closed'])),
  open: doc(
    "Opening time, 24-hour 'HH:MM'. Example: '08:00'.",
    v.optional(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/, 'Use 24-hour HH:MM'))),
  ),
  close: doc(
    "Closing time, 24-hour 'HH:MM'. Example: '17:30'.",
    v.optional(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/, 'Use 24-hour HH:MM'))),
  ),
});

/** spec: Review entity (a customer's review of a location, with the dealer's reply). Dates in words are derived. */
export const ReviewSchema = strictObject({
  id: doc("Review id, unique within the location. Example: 'g-1042'.", v.string()),
  customer_name: doc("Reviewer's name as published. Example: 'Priya S.'.", v.string()),
  image: doc(
    "Reviewer's picture, root-relative or https. Default: none (initials are shown). Example: '/media/reviews/avatar-1.svg'.",
    v.optional(v.pipe(v.string(), v.regex(/^(\/(?!\/)|https:\/\/)/, 'Use a site path or an https:// address'))),
  ),
  text: doc('The review as written (plain text).', v.string()),
  rating: doc('Stars given, 1 to 5. Example: 5.', v.pipe(v.number(), v.minValue(1), v.maxValue(5))),
  review_date: doc("ISO date the review was written. Example: '2026-11-03'.", v.pipe(v.string(), v.isoDate())),
  reply_text: doc(
    "The dealer's reply; may hold simple HTML, sanitized on display. Default: none.",
    v.optional(v.string()),
  ),
  reply_date: doc(
    "ISO date of the dealer's reply. Example: '2026-11-04'.",
    v.optional(v.pipe(v.string(), v.isoDate())),
  ),
});

/** spec: special hours entry (public holidays and the like). */
export const SpecialHoursSchema = strictObject({
  date: doc(
    "ISO date, or the same day every year as '--MM-DD' (fixed-date public holidays). Examples: '2026-12-25', '--12-25'.",
    DaySetting,
  ),
  name: doc("What the day is, e.g. 'Christmas Day'.", v.optional(v.string(), '')),
  status: doc("'open' (with the hours below) or 'closed' that day.", v.picklist(['open', 'closed'])),
  start_hour: doc("Opening time that day. Example: '09:00'.", v.optional(v.string())),
  end_hour: doc("Closing time that day. Example: '13:00'.", v.optional(v.string())),
});

export const LocationTypeSchema = v.picklist(['sales', 'service', 'parts', 'car-buying']);

export const LocationSchema = strictObject({
  id: doc('Location id, unique within the tenant. Example: 11.', v.pipe(v.number(), v.integer(), v.minValue(1))),
  slug: doc(
    "Address of the location page (/our-location/<slug>), unique within the tenant. Example: 'toyota-springwood'.",
    v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'Use lower-case letters, digits and hyphens')),
  ),
  name: doc("Location name. Example: 'Harbourside Toyota Springwood'.", v.pipe(v.string(), v.minLength(1))),
  location_type: doc(
    "What the location does: 'sales', 'service', 'parts' or 'car-buying'; an empty type counts as sales (spec). Default: 'sales'.",
    v.optional(LocationTypeSchema, 'sales'),
  ),
  location_subtype: doc(
    "Sub-types of the location, e.g. ['buying']. Default: [].",
    v.optional(v.array(v.string()), []),
  ),
  primary: doc("The group's primary location. Default: false.", v.optional(v.boolean(), false)),
  visible: doc('Hidden locations are kept for stock but not listed. Default: true.', v.optional(v.boolean(), true)),
  manufacturers: doc(
    "Makes this location sells or services, e.g. ['Toyota']. Default: [].",
    v.optional(v.array(v.string()), []),
  ),
  dealership_id: doc(
    'Id of the dealership the location belongs to (cars name it); one dealership has one name. Example: 1.',
    v.pipe(v.number(), v.integer()),
  ),
  dealership_slug: doc("Slug of the dealership. Example: 'harbourside-toyota'.", v.pipe(v.string(), v.minLength(1))),
  dealership_name: doc("Name of the dealership. Example: 'Harbourside Toyota'.", v.pipe(v.string(), v.minLength(1))),
  address: doc(
    'Street address and map position.',
    strictObject({
      street: doc("Street line. Example: '12 Logan Road'.", v.string()),
      city: doc("Suburb or town. Example: 'Springwood'.", v.string()),
      state: doc("State or territory, e.g. 'QLD'.", v.picklist(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'])),
      postcode: doc(
        "Four-digit postcode. Example: '4127'.",
        v.pipe(v.string(), v.regex(/^\d{4}$/, 'A postcode has exactly 4 digits')),
      ),
      lat: doc(
        'Latitude (Australia: -44 to -9). Example: -27.61.',
        v.pipe(v.number(), v.minValue(-44), v.maxValue(-9)),
      ),
      long: doc(
        'Longitude (Australia: 112 to 154). Example: 153.13.',
        v.pipe(v.number(), v.minValue(112), v.maxValue(154)),
      ),
      place_id: doc(
        "Google Maps place id; 'Get Directions' pins to it when set. Default: none.",
        v.optional(v.string()),
      ),
      place_url: doc(
        "Link opened by 'Get Directions'. Default: a maps search for the address.",
        v.optional(v.pipe(v.string(), v.url())),
      ),
    }),
  ),
  contact_detail: doc(
    'Phones, e-mail and hours.',
    strictObject({
      phone: doc("Main phone number. Example: '07 3000 0000'.", v.optional(v.string())),
      email: doc(
        "Public e-mail of this location (the vendor contact of its ADF leads). Example: 'service@dealer.com.au'.",
        v.optional(v.pipe(v.string(), v.email())),
      ),
      landline_phone: doc(
        "Landline, shown as 'Landline:' on the location card. Example: '07 3000 0001'.",
        v.optional(v.string()),
      ),
      phone_all_hours: doc(
        "Show '(All Hours)' after the phone number. Default: false.",
        v.optional(v.boolean(), false),
      ),
      opening_hours: doc(
        'Weekly hours, one entry per weekday. Default: [].',
        v.optional(v.array(OpeningHourSchema), []),
      ),
      special_hours: doc(
        'Public holidays and other special days. Default: [].',
        v.optional(v.array(SpecialHoursSchema), []),
      ),
    }),
  ),
  image: doc(
    'Photo of the location. Default: none.',
    v.optional(
      strictObject({
        url: doc(
          "Photo address, shown on the location card and page. Example: '/media/generated/storefront-harbourside-1-640.webp'.",
          v.string(),
        ),
        thumb_url: doc('Smaller version of the photo (spec data; pages show url).', v.string()),
        alt: doc("Alternative text. Default: ''.", v.optional(v.string(), '')),
      }),
    ),
  ),
  reviews: doc(
    'Review summary shown when above the site reviews.minRating, with the reviews listed under it. Default: none.',
    v.optional(
      strictObject({
        average_rating: doc('Average rating out of 5. Example: 4.6.', v.number()),
        count: doc('Number of reviews. Example: 212.', v.pipe(v.number(), v.integer())),
        items: doc(
          'Reviews shown on the location page (#reviews): the newest 12 rated above reviews.minRating. Default: [].',
          v.optional(v.array(ReviewSchema), []),
        ),
      }),
    ),
  ),
  dealer_license_number: doc("Motor dealer licence (DL) number. Example: 'MD12345'.", v.optional(v.string())),
  motor_vehicle_repairer: doc("Motor vehicle repairer (MRB) number. Example: 'MVRL12345'.", v.optional(v.string())),
  badge: doc(
    "A tag on the location's card, such as 'COMING EARLY 2027'; {year} is the build's year and {year+1} the next (demo data). Default: none.",
    v.optional(v.string()),
  ),
  booking_url: doc('Service booking page embedded on /service.', v.optional(v.pipe(v.string(), v.url()))),
});

export const LocationsSchema = v.pipe(
  v.array(LocationSchema),
  v.minLength(1, 'A tenant needs at least one location'),
  uniqueBy('id', 'location id'),
  uniqueBy('slug', 'location slug'),
);

export type LocationInput = v.InferInput<typeof LocationSchema>;
export type Location = v.InferOutput<typeof LocationSchema>;
export type LocationType = v.InferOutput<typeof LocationTypeSchema>;
export type OpeningHour = v.InferOutput<typeof OpeningHourSchema>;
export type SpecialHours = v.InferOutput<typeof SpecialHoursSchema>;
export type Review = v.InferOutput<typeof ReviewSchema>;
