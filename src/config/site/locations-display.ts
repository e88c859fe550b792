import * as v from 'valibot';

export const LocationsDisplaySchema = v.object({
  /** Location ids in display order; otherwise sorted by name. Default: []. */
  order: v.optional(v.array(v.number()), []),
  /** Show dealer licence (DL) and repairer (MRB) numbers on cards. Default: false. */
  showLicenceNumbers: v.optional(v.boolean(), false),
  /** Location dropdown shows city names. Default: false. */
  dropdownShowsCity: v.optional(v.boolean(), false),
  /** Location ids never offered in dropdowns. Default: []. */
  dropdownExcludedIds: v.optional(v.array(v.number()), []),
  /** Dropdown filter: 'all', 'make' (locations selling the car's make), 'type' or 'fixed'. Default: 'all'. */
  dropdownFilter: v.optional(v.picklist(['all', 'make', 'type', 'fixed']), 'all'),
  /** Ids for the 'fixed' dropdown filter. Default: []. */
  dropdownFixedIds: v.optional(v.array(v.number()), []),
  /** Closed service days read 'Enquire Now' instead of 'Closed' for these location ids. Default: []. */
  enquireWhenClosedIds: v.optional(v.array(v.number()), []),
  /** Single-manufacturer site: location buttons go to /contact. Default: false. */
  singleManufacturer: v.optional(v.boolean(), false),
});

export const ReviewsSchema = v.object({
  /** Hide reviews everywhere. Default: false. */
  hidden: v.optional(v.boolean(), false),
  /** Reviews show only above this average rating. Default: 4. */
  minRating: v.optional(v.number(), 4),
});

export const MapsSchema = v.object({
  /** Tile URL template, e.g. 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'. Default: none (the page works without tiles). */
  tileUrl: v.optional(v.string()),
  /** Tile attribution HTML text. */
  attribution: v.optional(v.string(), ''),
});

export type LocationsDisplay = v.InferOutput<typeof LocationsDisplaySchema>;
export type ReviewsConfig = v.InferOutput<typeof ReviewsSchema>;
export type MapsConfig = v.InferOutput<typeof MapsSchema>;
