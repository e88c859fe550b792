import * as v from 'valibot';

const flag = (fallback: boolean) => v.optional(v.boolean(), fallback);

/** spec: site switches selected by site slug or template. */
export const FeaturesSchema = v.object({
  /** Customer garage pages (/my-garage, always gated). Default: false. */
  garage: flag(false),
  /** 'Reserve Car Now' buttons on reservable cars. Default: true. */
  reserveButton: flag(true),
  /** Reserve path is /cars/{slug}/buy-online instead of /checkout. Default: false. */
  buyOnline: flag(false),
  /** Finance buttons on cards and the car page. Default: true. */
  financeButton: flag(true),
  /** Card tags ('New', 'Reserved', 'COMING SOON', ...). Default: true. */
  tags: flag(true),
  /** Electric or hybrid fuel shown as the card tag. Default: true. */
  fuelTags: flag(true),
  /** Days a car counts as just arrived ('New' tag). Default: 8. */
  justArrivedDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 8),
  /** Brand directory grids (car, motorcycle, truck, 'Our Brands'). Default: false. */
  brandGrids: flag(false),
  /** Dealer phone shown in full without a click. Default: false (masked after 5 characters). */
  phoneRevealedByDefault: flag(false),
  /** Favourites (local) on cards and car pages. Default: true. */
  favourites: flag(true),
  /** Favourites only for used cars. Default: false. */
  favouritesUsedOnly: flag(false),
  /** Compare list (local). Default: true. */
  compare: flag(true),
  /** Server watchlist for signed-in shoppers. Default: true. */
  watchlist: flag(true),
  /** Remember name, e-mail, phone and postcode locally to prefill forms. Default: false. */
  storeUserDetails: flag(false),
  /** Hide the Twitter share icon. Default: false. */
  hideTwitter: flag(false),
  /** Copy-link feedback: 'inline' ('Copied' for 1.5 s) or 'toast' (3 s). Default: 'inline'. */
  copyLinkFeedback: v.optional(v.picklist(['inline', 'toast']), 'inline'),
  /** Expired rego shows 'Unregistered' (else the row is hidden). Default: false. */
  showUnregistered: flag(false),
  /** 'Sales this Month' counter widget. Default: false. */
  salesCounter: flag(false),
  /** Closable 'BOOK A SERVICE' banner. Default: true. */
  bookServiceBanner: flag(true),
  /** 'We accept:' payment strip in the footer. Default: true. */
  paymentStrip: flag(true),
  /** Three-item feature banner (offers, service, sell your car). Default: true. */
  featureBanner: flag(true),
  /** Price display choice Cash / Finance on cards. Default: true. */
  priceDisplayChoice: flag(true),
  /** Text of the main enquiry button: 'Enquire Now' or 'Message Now'. Default: 'Enquire Now'. */
  enquiryButtonText: v.optional(v.picklist(['Enquire Now', 'Message Now']), 'Enquire Now'),
  /** 'Find me something similar' in lower case. Default: false. */
  lowerCaseFindSimilar: flag(false),
  /** Spin viewer opens on 'spinner' or 'gallery'. Default: 'spinner'. */
  spinDefaultView: v.optional(v.picklist(['spinner', 'gallery']), 'spinner'),
  /** Spin auto-rotation. Default: true. */
  spinAutoRotate: flag(true),
  /** Search route prefix for breadcrumbs: 'search' or 'used-car'. Default: 'search'. */
  breadcrumbPrefix: v.optional(v.picklist(['search', 'used-car']), 'search'),
});

export type Features = v.InferOutput<typeof FeaturesSchema>;
