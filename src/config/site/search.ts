import * as v from 'valibot';

/** Facets the search page can show (spec: search state). */
export const FACETS = [
  'make', 'model', 'make_model', 'badge', 'car_type', 'body', 'colour', 'drive', 'fuel', 'transmission', 'seats',
  'year', 'km', 'price', 'weekly_price_range', 'state', 'city', 'location_name', 'dealership_name', 'tag',
  'certified', 'filtered_features', 'item_type', 'categories', 'status', 'subscription_price', 'price_range',
  'created_at_timestamp',
] as const;

export const SORT_OPTIONS = ['mostRelevant', 'latest', 'highestPrice', 'lowestPrice', 'subscriptionPrice', 'kmsLowest', 'kmsHighest'] as const;

const TypesenseNodeSchema = v.object({ host: v.string(), port: v.number(), protocol: v.picklist(['http', 'https']) });

/** Which engine answers the search UI. */
export const SearchEngineSchema = v.variant('type', [
  /** The build writes a per-tenant index that the browser searches in a Web Worker. */
  v.object({ type: v.literal('embedded') }),
  /** A Typesense cluster; the key is a scoped search-only key. */
  v.object({
    type: v.literal('typesense'),
    nodes: v.pipe(v.array(TypesenseNodeSchema), v.minLength(1)),
    collection: v.string(),
    /** Environment variable holding the scoped search-only key. */
    searchKeyEnv: v.string(),
  }),
]);

export const SearchSchema = v.object({
  engine: v.optional(SearchEngineSchema, { type: 'embedded' }),
  /** Default search route. Default: '/search/new-used-and-demo-cars'. */
  defaultPath: v.optional(v.string(), '/search/new-used-and-demo-cars'),
  /** Facets shown, in order. Default: make, model, car_type, body, price, km, year, fuel, transmission, drive, colour, seats, location_name, state. */
  facets: v.optional(v.array(v.picklist(FACETS)), [
    'make', 'model', 'car_type', 'body', 'price', 'km', 'year', 'fuel', 'transmission', 'drive', 'colour', 'seats', 'location_name', 'state',
  ]),
  /** Sort options on or off (spec: mostRelevant, latest, highestPrice, lowestPrice on; subscription and km sorts off). */
  sortOptions: v.optional(
    v.object({
      mostRelevant: v.optional(v.boolean(), true),
      latest: v.optional(v.boolean(), true),
      highestPrice: v.optional(v.boolean(), true),
      lowestPrice: v.optional(v.boolean(), true),
      subscriptionPrice: v.optional(v.boolean(), false),
      kmsLowest: v.optional(v.boolean(), false),
      kmsHighest: v.optional(v.boolean(), false),
    }),
    {},
  ),
  /** Stock numbers never listed. Default: []. */
  excludedStockNumbers: v.optional(v.array(v.string()), []),
  /** Leave out zero-price cars when sorting by price ascending. Default: true. */
  excludeZeroPriceOnPriceAscending: v.optional(v.boolean(), true),
  /** New cars of these makes are not listed (e.g. ['Nissan', 'Mazda']). Default: []. */
  excludedNewMakes: v.optional(v.array(v.string()), []),
  /** Search-page price slider (spec: 5000 to 250000, step 500). */
  priceSlider: v.optional(
    v.object({
      min: v.optional(v.number(), 5000),
      max: v.optional(v.number(), 250000),
      step: v.optional(v.number(), 500),
    }),
    {},
  ),
});

export type SearchConfig = v.InferOutput<typeof SearchSchema>;
export type Facet = (typeof FACETS)[number];
export type SortOption = (typeof SORT_OPTIONS)[number];
