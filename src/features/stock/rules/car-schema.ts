import * as v from 'valibot';

/** A stock record as the loader accepts it from any source (generated file, HTTP feed, Typesense). */

const OptionalText = v.optional(v.string());
const OptionalNumber = v.optional(v.number());

export const CarImageSchema = v.object({
  /** Full-size image URL (absolute, or root-relative for generated demo media). */
  url: v.pipe(v.string(), v.minLength(1)),
  /** Thumbnail URL. */
  thumb_url: v.pipe(v.string(), v.minLength(1)),
});

export const HotspotSchema = v.object({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  /** Where the hotspot sits on each spin frame (percent of the frame). */
  positions: v.array(v.object({ frame: v.pipe(v.number(), v.integer()), x: v.number(), y: v.number() })),
});

export const FinanceLenderSchema = v.object({
  interestRate: v.nullable(v.number()),
  comparisonRate: v.nullable(v.number()),
  paymentWeek: OptionalNumber,
  paymentMonth: OptionalNumber,
  termMonths: OptionalNumber,
  termYears: OptionalNumber,
  balloon: OptionalNumber,
  deposit: OptionalNumber,
  establishmentFees: OptionalNumber,
  totalPayable: OptionalNumber,
  disclaimer: OptionalText,
  financeProvider: OptionalText,
});

export const VariantDetailsSchema = v.partial(
  v.object({
    cylinders: v.number(),
    enginesize: v.number(),
    induction: v.string(),
    fuelconsumptioncombined: v.number(),
    fuelcapacity: v.number(),
    grossvehiclemass: v.number(),
    vehiclelength: v.number(),
    vehicleheight: v.number(),
    vehiclewidth: v.number(),
    towingcapacitybraked: v.number(),
    torque: v.number(),
    ancaprating: v.number(),
    geartype: v.string(),
  }),
);

export const CaravanSpecificationsSchema = v.object({
  /** Body width in millimetres. */
  body_width: v.number(),
  /** Body length in millimetres. */
  body_length: v.number(),
  /** Tare weight in kilograms. */
  tare_weight: v.number(),
  axle_type: v.string(),
  sleeps: v.pipe(v.number(), v.integer()),
  /** Aggregate trailer mass (ATM) in kilograms. */
  aggregate_trailer_mass: v.number(),
});

export const CarTypeSchema = v.picklist(['new', 'used', 'demo']);
export const ItemTypeSchema = v.picklist(['car', 'motorcycle', 'truck', 'caravan']);
/** The vehicle type of a stock record that names none. */
export const DEFAULT_ITEM_TYPE = 'car' satisfies v.InferOutput<typeof ItemTypeSchema>;

export const CarSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'Use lower-case letters, digits and hyphens')),
  name: v.pipe(v.string(), v.minLength(1)),
  year: v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100)),
  make: v.pipe(v.string(), v.minLength(1)),
  model: v.pipe(v.string(), v.minLength(1)),
  badge: OptionalText,
  series: OptionalText,
  colour: OptionalText,
  interior_colour: OptionalText,
  /** Advertised price in dollars; 0 when the dealer shows no price. */
  price: v.pipe(v.number(), v.minValue(0)),
  before_price: OptionalNumber,
  subscription_price: OptionalNumber,
  preorder: v.optional(v.boolean(), false),
  /** e.g. 'drive_away', 'excl_gov_charges'. */
  price_type: OptionalText,
  km: v.pipe(v.number(), v.minValue(0)),
  car_type: CarTypeSchema,
  item_type: v.optional(ItemTypeSchema, DEFAULT_ITEM_TYPE),
  /** in_stock, coming_soon or sold; any other status is never shown. */
  status: v.string(),
  tag: OptionalText,
  reserved: v.optional(v.boolean(), false),
  certified: v.optional(v.boolean(), false),
  show_on_dealer_website: v.optional(v.boolean(), true),
  /** ISO date-time the car was listed. */
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  /** Unix seconds when the car was sold. */
  sold_date_timestamp: OptionalNumber,
  stocknum: v.pipe(v.string(), v.minLength(1)),
  vin: OptionalText,
  nvic: OptionalText,
  regplate: OptionalText,
  rego_expiry: OptionalText,
  build_date: OptionalText,
  compliance_date: OptionalText,
  video_url: OptionalText,
  external_video_url: OptionalText,
  images: v.optional(v.array(CarImageSchema), []),
  primary_image_url: OptionalText,
  spin_images: v.optional(v.array(v.string()), []),
  spin_code: OptionalText,
  spin_interior_image: OptionalText,
  hotspots: v.optional(v.object({ exterior: v.array(HotspotSchema), interior: v.array(HotspotSchema) })),
  /** Dealer-written HTML; sanitized before display. */
  dealercomments: v.optional(v.string(), ''),
  standardEquipment: v.optional(v.array(v.string()), []),
  views: v.optional(v.number(), 0),
  /** History report link. */
  file: OptionalText,
  /** The tenant location the car sits at (joins locations.json). */
  location_id: v.pipe(v.number(), v.integer()),
  location_name: v.string(),
  dealership_id: v.pipe(v.number(), v.integer()),
  dealership_slug: v.string(),
  city: v.string(),
  state: v.string(),
  private_suburb: OptionalText,
  private_postcode: OptionalText,
  simple_body: OptionalText,
  simple_transmission: OptionalText,
  simple_fuel: OptionalText,
  simple_drive: OptionalText,
  fuel: OptionalText,
  drive: OptionalText,
  trans: OptionalText,
  seats: OptionalNumber,
  doors: OptionalNumber,
  engine_size: OptionalText,
  engine_size_litres: OptionalNumber,
  gearnum: OptionalNumber,
  bodyconfiguration: OptionalText,
  variant: v.optional(VariantDetailsSchema),
  caravan: v.optional(CaravanSpecificationsSchema),
  autograb_data: v.optional(v.object({ state_average_market_price: v.number(), average_market_price: v.number() })),
  finance_lenders: v.optional(v.record(v.string(), FinanceLenderSchema)),
  categories: v.optional(v.array(v.string()), []),
  filtered_features: v.optional(v.array(v.string()), []),
  /** Higher ranks first under the mostRelevant sort. */
  custom_rank: v.optional(v.number(), 0),
});

export type Car = v.InferOutput<typeof CarSchema>;
export type CarType = v.InferOutput<typeof CarTypeSchema>;
export type FinanceLender = v.InferOutput<typeof FinanceLenderSchema>;
export type ItemType = v.InferOutput<typeof ItemTypeSchema>;
