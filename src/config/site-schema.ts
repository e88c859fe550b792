import * as v from 'valibot';
import { doc } from './field-doc.ts';
import { strictObject } from './strict-object.ts';
import { AnalyticsSchema } from './site/analytics.ts';
import { BrandingSchema } from './site/branding.ts';
import { ComplianceSchema } from './site/compliance.ts';
import { ContactSchema } from './site/contact.ts';
import { FeaturesSchema } from './site/features.ts';
import { FinanceSchema } from './site/finance.ts';
import { FormsSchema } from './site/forms.ts';
import { LocationsDisplaySchema, MapsSchema, ReviewsSchema } from './site/locations-display.ts';
import { NavigationSchema } from './site/navigation.ts';
import { ReservationsSchema } from './site/reservations.ts';
import { DeliveryRegionSchema } from './site/delivery.ts';
import { GatesSchema } from './site/gates.ts';
import { LeadChannelsSchema } from './site/leads.ts';
import { SearchSchema } from './site/search.ts';
import { SpinCampaignSchema } from './site/spin-to-win.ts';
import { StockSourceSchema } from './site/stock-source.ts';

/** spec: brand directory block ('Our Brands', car, motorcycle and truck grids, claims). */
export const BrandDirectorySchema = strictObject({
  claims: doc(
    'Claims shown above the grids. Default: 50+ locations, 40+ brands, 30+ years (spec).',
    v.optional(
      v.array(
        strictObject({
          value: doc("The figure, e.g. '50+'.", v.string()),
          label: doc("What it counts, e.g. 'Locations'.", v.string()),
        }),
      ),
      [
        { value: '50+', label: 'Locations' },
        { value: '40+', label: 'Brands' },
        { value: '30+', label: 'Years' },
      ],
    ),
  ),
  car: doc("Car makes in the car grid, e.g. ['Toyota', 'Mazda']. Default: [].", v.optional(v.array(v.string()), [])),
  motorcycle: doc(
    "Motorcycle makes in the motorcycle grid, e.g. ['Yamaha']. Default: [].",
    v.optional(v.array(v.string()), []),
  ),
  truck: doc("Truck makes in the truck grid, e.g. ['Isuzu']. Default: [].", v.optional(v.array(v.string()), [])),
});

/** The dealer's site: everything in tenants/<slug>/site.json. */
export const SiteSchema = strictObject({
  id: doc('Numeric site id (website_id in calls). Example: 101.', v.pipe(v.number(), v.integer(), v.minValue(1))),
  name: doc("Dealer or group name. Example: 'Harbourside Motor Group'.", v.pipe(v.string(), v.minLength(1))),
  url: doc(
    "Public origin used for canonical links and the sitemap. Example: 'https://www.harbourside.com.au'.",
    v.pipe(v.string(), v.url()),
  ),
  description: doc('One-line description for search engines and share cards.', v.string()),
  template: doc(
    "Template the site was started from: 'group', 'franchise' or 'specialist'. Default: 'group'.",
    v.optional(v.picklist(['group', 'franchise', 'specialist']), 'group'),
  ),
  manufacturer: doc(
    'The one manufacturer of a franchise site. Example: { "id": 1, "name": "Toyota" }.',
    v.optional(
      strictObject({
        id: doc('Manufacturer id. Example: 1.', v.number()),
        name: doc("Make name. Example: 'Toyota'.", v.string()),
      }),
    ),
  ),
  include_sold_cars_days: doc(
    'Days sold cars stay listed. Default: 3.',
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 3),
  ),
  plugins: doc(
    'Plugins, e.g. { "feature": "Autogauge" } (enables the used-car price check) or { "name": "Car Analysis" }. Default: [].',
    v.optional(
      v.array(
        strictObject({
          feature: doc("Plugin feature, e.g. 'Autogauge'.", v.optional(v.string())),
          name: doc("Plugin name, e.g. 'Car Analysis'.", v.optional(v.string())),
        }),
      ),
      [],
    ),
  ),
  hosts: doc(
    'Host names this tenant answers on besides <slug>.localhost. Default: [].',
    v.optional(v.array(v.string()), []),
  ),
  youtube_url: doc(
    "The dealer's YouTube channel (a spec site setting; no page shows it yet). Example: 'https://www.youtube.com/@dealer'. Default: none.",
    v.optional(v.pipe(v.string(), v.url())),
  ),
  stock: doc("Where the stock comes from: 'generated' demo stock, a 'file' or an 'http' feed.", StockSourceSchema),
  branding: doc(
    'Logo, colours, header behaviour and font. Default: the platform look.',
    v.optional(BrandingSchema, {}),
  ),
  features: doc(
    'Site switches (buttons, tags, favourites, compare...). Default: each switch its own default.',
    v.optional(FeaturesSchema, {}),
  ),
  contact: doc(
    'Phone numbers, public e-mail and contact link text. Default: the location details.',
    v.optional(ContactSchema, {}),
  ),
  navigation: doc('Header menu and footer link groups. Default: the spec menus.', v.optional(NavigationSchema, {})),
  search: doc('Search engine, facets, sort options, exclusions and price slider.', v.optional(SearchSchema, {})),
  finance: doc('Finance lender, calculator and finance page settings.', v.optional(FinanceSchema, {})),
  forms: doc('Enquiry and parts form settings.', v.optional(FormsSchema, {})),
  locations: doc('How locations are ordered, shown and offered in dropdowns.', v.optional(LocationsDisplaySchema, {})),
  reviews: doc('Whether and when location reviews show.', v.optional(ReviewsSchema, {})),
  maps: doc('Map tiles of the location pages. Default: no tiles.', v.optional(MapsSchema, {})),
  gates: doc(
    'Pages that ask a visitor to sign in first. Default: none besides the always-gated ones.',
    v.optional(GatesSchema, {}),
  ),
  leads: doc(
    'Where accepted leads go: default webhook and e-mail, routes, retention. Secrets come from environment variables named here.',
    v.optional(LeadChannelsSchema, {}),
  ),
  spinToWin: doc(
    'The /spin-to-win prize wheel campaign: prizes with weights, its window and terms. Default: none (the page says no campaign is running).',
    v.optional(SpinCampaignSchema),
  ),
  reservations: doc('Reservation deposits: whether an expired hold is refunded.', v.optional(ReservationsSchema, {})),
  brandDirectory: doc("The 'Our Brands' block: claims and make grids.", v.optional(BrandDirectorySchema, {})),
  delivery: doc(
    'Delivery estimate regions by postcode range. Default: [].',
    v.optional(v.array(DeliveryRegionSchema), []),
  ),
  analytics: doc('Google tag ids; no tag loads unless one is set.', v.optional(AnalyticsSchema, {})),
  compliance: doc(
    'Australian display rules: licence numbers and the privacy policy path.',
    v.optional(ComplianceSchema, {}),
  ),
  imageQuality: doc(
    'Image quality for the image URL builder. Default: 75 (spec).',
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 75),
  ),
});

export type Site = v.InferOutput<typeof SiteSchema>;
