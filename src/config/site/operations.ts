import * as v from 'valibot';

/** Where accepted leads go. Secrets come from environment variables named here, never from the file. */
export const LeadChannelsSchema = v.object({
  webhook: v.optional(v.object({ url: v.pipe(v.string(), v.url()), secretEnv: v.string() })),
  email: v.optional(v.object({ to: v.pipe(v.string(), v.email()), from: v.pipe(v.string(), v.email()) })),
});

/** Where the stock comes from. */
export const StockSourceSchema = v.variant('type', [
  /** Seeded demo stock: the same seed always gives the same cars. */
  v.object({
    type: v.literal('generated'),
    seed: v.pipe(v.number(), v.integer()),
    count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200_000)),
    profile: v.picklist(['multi-brand', 'franchise', 'specialist']),
  }),
  /** A JSON file of car records inside the tenant folder. */
  v.object({ type: v.literal('file'), path: v.string() }),
  /** An HTTP feed returning a JSON array of car records. */
  v.object({ type: v.literal('http'), url: v.pipe(v.string(), v.url()) }),
]);

/** spec: gated routes. online-payment and garage pages are always gated. */
export const GatesSchema = v.object({
  checkout: v.optional(v.boolean(), false),
  finance: v.optional(v.boolean(), false),
  spinToWin: v.optional(v.boolean(), false),
  creditCheckFinance: v.optional(v.boolean(), false),
  tradeIn: v.optional(v.boolean(), false),
  sellMyCar: v.optional(v.boolean(), false),
});

export const DeliveryRegionSchema = v.object({
  name: v.string(),
  /** Inclusive postcode ranges, e.g. [[4000, 4179]]. */
  postcodes: v.array(v.tuple([v.number(), v.number()])),
  price: v.number(),
});

export type LeadChannels = v.InferOutput<typeof LeadChannelsSchema>;
export type StockSource = v.InferOutput<typeof StockSourceSchema>;
export type Gates = v.InferOutput<typeof GatesSchema>;
export type DeliveryRegion = v.InferOutput<typeof DeliveryRegionSchema>;
