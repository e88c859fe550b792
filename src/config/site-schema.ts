import * as v from 'valibot';
import { AnalyticsSchema } from './site/analytics.ts';
import { BrandingSchema } from './site/branding.ts';
import { ComplianceSchema } from './site/compliance.ts';
import { ContactSchema } from './site/contact.ts';
import { FeaturesSchema } from './site/features.ts';
import { FinanceSchema } from './site/finance.ts';
import { FormsSchema } from './site/forms.ts';
import { LocationsDisplaySchema, MapsSchema, ReviewsSchema } from './site/locations-display.ts';
import { NavigationSchema } from './site/navigation.ts';
import { DeliveryRegionSchema, GatesSchema, LeadChannelsSchema, StockSourceSchema } from './site/operations.ts';
import { SearchSchema } from './site/search.ts';

/** spec: brand directory block ('Our Brands', car, motorcycle and truck grids, claims). */
export const BrandDirectorySchema = v.object({
  /** Claims shown above the grids. Default: 50+ locations, 40+ brands, 30+ years (spec). */
  claims: v.optional(v.array(v.object({ value: v.string(), label: v.string() })), [
    { value: '50+', label: 'Locations' },
    { value: '40+', label: 'Brands' },
    { value: '30+', label: 'Years' },
  ]),
  car: v.optional(v.array(v.string()), []),
  motorcycle: v.optional(v.array(v.string()), []),
  truck: v.optional(v.array(v.string()), []),
});

/** The dealer's site: everything in tenants/<slug>/site.json. */
export const SiteSchema = v.object({
  /** Numeric site id (website_id in calls). Example: 101. */
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Dealer or group name. Example: 'Harbourside Motor Group'. */
  name: v.pipe(v.string(), v.minLength(1)),
  /** Public origin used for canonical links and the sitemap. Example: 'https://www.harbourside.com.au'. */
  url: v.pipe(v.string(), v.url()),
  /** One-line description for search engines and share cards. */
  description: v.string(),
  /** Template the site was started from: 'group', 'franchise' or 'specialist'. Default: 'group'. */
  template: v.optional(v.picklist(['group', 'franchise', 'specialist']), 'group'),
  /** The one manufacturer of a franchise site. Example: { "id": 1, "name": "Toyota" }. */
  manufacturer: v.optional(v.object({ id: v.number(), name: v.string() })),
  /** Days sold cars stay listed. Default: 3. */
  include_sold_cars_days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 3),
  /** Plugins, e.g. { "feature": "Autogauge" } or { "name": "Car Analysis" }. Default: []. */
  plugins: v.optional(v.array(v.object({ feature: v.optional(v.string()), name: v.optional(v.string()) })), []),
  /** Host names this tenant answers on besides <slug>.localhost. Default: []. */
  hosts: v.optional(v.array(v.string()), []),
  youtube_url: v.optional(v.pipe(v.string(), v.url())),
  stock: StockSourceSchema,
  branding: v.optional(BrandingSchema, {}),
  features: v.optional(FeaturesSchema, {}),
  contact: v.optional(ContactSchema, {}),
  navigation: v.optional(NavigationSchema, {}),
  search: v.optional(SearchSchema, {}),
  finance: v.optional(FinanceSchema, {}),
  forms: v.optional(FormsSchema, {}),
  locations: v.optional(LocationsDisplaySchema, {}),
  reviews: v.optional(ReviewsSchema, {}),
  maps: v.optional(MapsSchema, {}),
  gates: v.optional(GatesSchema, {}),
  leads: v.optional(LeadChannelsSchema, {}),
  brandDirectory: v.optional(BrandDirectorySchema, {}),
  /** Delivery estimate regions by postcode range. Default: []. */
  delivery: v.optional(v.array(DeliveryRegionSchema), []),
  analytics: v.optional(AnalyticsSchema, {}),
  compliance: v.optional(ComplianceSchema, {}),
  /** Image quality for the image URL builder. Default: 75 (spec). */
  imageQuality: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 75),
});

export type SiteInput = v.InferInput<typeof SiteSchema>;
export type Site = v.InferOutput<typeof SiteSchema>;
