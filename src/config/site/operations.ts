import * as v from 'valibot';

/** An environment variable name, never a secret: secrets live only in the environment. */
const SecretEnvSchema = v.pipe(
  v.string(),
  v.regex(
    /^[A-Z_][A-Z0-9_]*$/,
    "Name the environment variable that holds the secret (e.g. HARBOURSIDE_WEBHOOK_SECRET), not the secret itself. Its value must be a Standard Webhooks secret: 'whsec_' followed by base64.",
  ),
);

/** A CRM webhook: JSON lead documents signed per Standard Webhooks. Example: { "url": "https://crm.example/hooks/leads", "secretEnv": "HARBOURSIDE_WEBHOOK_SECRET" }. */
const WebhookTargetSchema = v.object({
  url: v.pipe(v.string(), v.url()),
  /** Environment variable holding the 'whsec_' base64 signing secret. */
  secretEnv: SecretEnvSchema,
});

/** An ADF 1.0 e-mail target. Example: { "to": "leads@dealer.com.au", "from": "website@dealer.com.au" }. */
const EmailTargetSchema = v.object({ to: v.pipe(v.string(), v.email()), from: v.pipe(v.string(), v.email()) });

const DEPARTMENTS = ['sales', 'service', 'parts', 'finance'] as const;

/**
 * One lead route: leads matching every criterion given (department, category, location) go to its
 * targets; a channel the route leaves out falls back to the tenant default. The first matching route wins.
 * Example: { "name": "service", "department": "service", "email": { "to": "service@dealer.com.au", "from": "website@dealer.com.au" } }.
 */
const LeadRouteSchema = v.pipe(
  v.object({
    /** Shown in every delivery's document as the route that chose it. Example: 'service'. */
    name: v.pipe(
      v.string(),
      v.regex(/^[a-z0-9][a-z0-9-]*$/, 'Use lower-case letters, digits and hyphens'),
      v.check((name) => name !== 'default', "'default' names the tenant's own targets; choose another name"),
    ),
    /** The lead's department: sales, service, parts or finance. */
    department: v.optional(v.picklist(DEPARTMENTS)),
    /** Lead categories, e.g. ['Service Enquiry']. */
    categories: v.optional(v.array(v.string())),
    /** Location slugs (locations.json), e.g. ['toyota-springwood-service']. */
    locations: v.optional(v.array(v.string())),
    webhook: v.optional(WebhookTargetSchema),
    email: v.optional(EmailTargetSchema),
  }),
  v.check((r) => r.department !== undefined || r.categories !== undefined || r.locations !== undefined, 'A route needs a department, categories or locations to match'),
  v.check((r) => r.webhook !== undefined || r.email !== undefined, 'A route needs a webhook or an email target'),
);

/** Months leads are kept unless a tenant says otherwise (APP 11.2: no longer than needed). */
export const DEFAULT_RETENTION_MONTHS = 24;

/** Where accepted leads go. Secrets come from environment variables named here, never from the file. */
export const LeadChannelsSchema = v.object({
  /** The tenant's default webhook (routes fall back to it). */
  webhook: v.optional(WebhookTargetSchema),
  /** The tenant's default ADF e-mail target (routes fall back to it). */
  email: v.optional(EmailTargetSchema),
  /** Routes by department, category and location, tried in order. Default: []. */
  routes: v.optional(
    v.pipe(v.array(LeadRouteSchema), v.check((list) => new Set(list.map((r) => r.name)).size === list.length, 'Route names must be unique')),
    [],
  ),
  /** Months a lead is kept before `npm run leads -- purge` deletes it (Australian Privacy Principle 11.2). Default: 24. */
  retentionMonths: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(120)), DEFAULT_RETENTION_MONTHS),
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
export type WebhookTarget = v.InferOutput<typeof WebhookTargetSchema>;
export type EmailTarget = v.InferOutput<typeof EmailTargetSchema>;
export type Department = (typeof DEPARTMENTS)[number];
export type StockSource = v.InferOutput<typeof StockSourceSchema>;
export type Gates = v.InferOutput<typeof GatesSchema>;
export type DeliveryRegion = v.InferOutput<typeof DeliveryRegionSchema>;
