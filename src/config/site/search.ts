import * as v from 'valibot';
import { doc } from '../field-doc.ts';
import { strictObject } from '../strict-object.ts';

/** Facets the search page can show (spec: search state). */
export const FACETS = [
  'make',
  'model',
  'make_model',
  'badge',
  'car_type',
  'body',
  'colour',
  'drive',
  'fuel',
  'transmission',
  'seats',
  'year',
  'km',
  'price',
  'weekly_price_range',
  'state',
  'city',
  'location_name',
  'dealership_name',
  'tag',
  'certified',
  'filtered_features',
  'item_type',
  'categories',
  'status',
  'subscription_price',
  'price_range',
  'created_at_timestamp',
] as const;

export const SORT_OPTIONS = [
  'mostRelevant',
  'latest',
  'highestPrice',
  'lowestPrice',
  'subscriptionPrice',
  'kmsLowest',
  'kmsHighest',
] as const;

const TypesenseNodeSchema = strictObject({
  host: doc("Host name of the node. Example: 'xyz.a1.typesense.net'.", v.string()),
  port: doc('Port of the node. Example: 443.', v.number()),
  protocol: doc("'http' or 'https'.", v.picklist(['http', 'https'])),
});

/** One sort option switch of the sort menu. */
const sort = (label: string, on: boolean) =>
  v.optional(doc(`Offer the '${label}' sort. Default: ${on}.`, v.boolean()), on);

/** Which engine answers the search UI. */
export const SearchEngineSchema = v.variant('type', [
  strictObject({
    type: doc(
      "'embedded': the build writes a per-tenant index that the browser searches in a Web Worker.",
      v.literal('embedded'),
    ),
  }),
  strictObject({
    type: doc("'typesense': a Typesense cluster answers, with a scoped search-only key.", v.literal('typesense')),
    nodes: doc('The cluster nodes (at least one).', v.pipe(v.array(TypesenseNodeSchema), v.minLength(1))),
    collection: doc("Collection holding the tenant's cars. Example: 'harbourside-cars'.", v.string()),
    searchKeyEnv: doc(
      "Name of the environment variable holding the scoped search-only key. Example: 'HARBOURSIDE_TYPESENSE_KEY'.",
      v.string(),
    ),
  }),
]);

export const SearchSchema = strictObject({
  engine: doc(
    'Which engine answers the search UI. Default: { "type": "embedded" }.',
    v.optional(SearchEngineSchema, { type: 'embedded' }),
  ),
  defaultPath: doc(
    "Default search route. Default: '/search/new-used-and-demo-cars'.",
    v.optional(v.string(), '/search/new-used-and-demo-cars'),
  ),
  facets: doc(
    'Facets shown, in order. Default: make, model, car_type, body, price, km, year, fuel, transmission, drive, colour, seats, location_name, state.',
    v.optional(v.array(v.picklist(FACETS)), [
      'make',
      'model',
      'car_type',
      'body',
      'price',
      'km',
      'year',
      'fuel',
      'transmission',
      'drive',
      'colour',
      'seats',
      'location_name',
      'state',
    ]),
  ),
  sortOptions: doc(
    'Sort options on or off (spec: mostRelevant, latest, highestPrice, lowestPrice on; subscription and km sorts off).',
    v.optional(
      strictObject({
        mostRelevant: sort('Most relevant', true),
        latest: sort('Latest', true),
        highestPrice: sort('Highest price', true),
        lowestPrice: sort('Lowest price', true),
        subscriptionPrice: sort('Subscription price', false),
        kmsLowest: sort('Kms lowest', false),
        kmsHighest: sort('Kms highest', false),
      }),
      {},
    ),
  ),
  excludedStockNumbers: doc('Stock numbers never listed. Default: [].', v.optional(v.array(v.string()), [])),
  excludeZeroPriceOnPriceAscending: doc(
    'Leave out zero-price cars when sorting by price ascending. Default: true.',
    v.optional(v.boolean(), true),
  ),
  excludedNewMakes: doc(
    "New cars of these makes are not listed (e.g. ['Nissan', 'Mazda']). Default: [].",
    v.optional(v.array(v.string()), []),
  ),
  priceSlider: doc(
    'Search-page price slider (spec: 5000 to 250000, step 500).',
    v.optional(
      strictObject({
        min: doc('Lowest price of the slider in dollars. Default: 5000.', v.optional(v.number(), 5000)),
        max: doc('Highest price of the slider in dollars. Default: 250000.', v.optional(v.number(), 250000)),
        step: doc('Slider step in dollars. Default: 500.', v.optional(v.number(), 500)),
      }),
      {},
    ),
  ),
});

export type SearchConfig = v.InferOutput<typeof SearchSchema>;
export type Facet = (typeof FACETS)[number];
export type SortOption = (typeof SORT_OPTIONS)[number];
