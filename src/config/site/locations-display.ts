import * as v from 'valibot';
import { doc } from '../field-doc.ts';
import { strictObject } from '../strict-object.ts';

export const LocationsDisplaySchema = strictObject({
  order: doc(
    'Location ids in display order; otherwise sorted by name. Default: [].',
    v.optional(v.array(v.number()), []),
  ),
  showLicenceNumbers: doc(
    'Show dealer licence (DL) and repairer (MRB) numbers on cards. Default: false.',
    v.optional(v.boolean(), false),
  ),
  dropdownShowsCity: doc('Location dropdown shows city names. Default: false.', v.optional(v.boolean(), false)),
  dropdownExcludedIds: doc(
    'Location ids never offered in dropdowns. Default: [].',
    v.optional(v.array(v.number()), []),
  ),
  dropdownFilter: doc(
    "Dropdown filter: 'all', 'make' (locations selling the car's make), 'type' or 'fixed'. Default: 'all'.",
    v.optional(v.picklist(['all', 'make', 'type', 'fixed']), 'all'),
  ),
  dropdownFixedIds: doc("Ids for the 'fixed' dropdown filter. Default: [].", v.optional(v.array(v.number()), [])),
  enquireWhenClosedIds: doc(
    "Closed service days read 'Enquire Now' instead of 'Closed' for these location ids. Default: [].",
    v.optional(v.array(v.number()), []),
  ),
  singleManufacturer: doc(
    'Single-manufacturer site: location buttons go to /contact. Default: false.',
    v.optional(v.boolean(), false),
  ),
});

export const ReviewsSchema = strictObject({
  hidden: doc('Hide reviews everywhere. Default: false.', v.optional(v.boolean(), false)),
  minRating: doc('Reviews show only above this average rating. Default: 4.', v.optional(v.number(), 4)),
});

export const MapsSchema = strictObject({
  tileUrl: doc(
    "Tile URL template, e.g. 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'. Default: none (the page works without tiles).",
    v.optional(v.string()),
  ),
  attribution: doc('Tile attribution HTML text.', v.optional(v.string(), '')),
});

export type LocationsDisplay = v.InferOutput<typeof LocationsDisplaySchema>;
export type ReviewsConfig = v.InferOutput<typeof ReviewsSchema>;
