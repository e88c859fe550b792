import * as v from 'valibot';
import { doc } from '../field-doc.ts';
import { strictObject } from '../strict-object.ts';

const flag = (fallback: boolean) => v.optional(v.boolean(), fallback);

/** spec: site switches selected by site slug or template. */
export const FeaturesSchema = strictObject({
  garage: doc('Customer garage pages (/my-garage, always gated). Default: false.', flag(false)),
  reserveButton: doc("'Reserve Car Now' buttons on reservable cars. Default: true.", flag(true)),
  buyOnline: doc('Reserve path is /cars/{slug}/buy-online instead of /checkout. Default: false.', flag(false)),
  financeButton: doc('Finance buttons on cards and the car page. Default: true.', flag(true)),
  tags: doc("Card tags ('New', 'Reserved', 'COMING SOON', ...). Default: true.", flag(true)),
  fuelTags: doc('Electric or hybrid fuel shown as the card tag. Default: true.', flag(true)),
  justArrivedDays: doc(
    "Days a car counts as just arrived ('New' tag). Default: 8.",
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 8),
  ),
  brandGrids: doc("Brand directory grids (car, motorcycle, truck, 'Our Brands'). Default: false.", flag(false)),
  phoneRevealedByDefault: doc(
    'Dealer phone shown in full without a click. Default: false (masked after 5 characters).',
    flag(false),
  ),
  favourites: doc('Favourites (local) on cards and car pages. Default: true.', flag(true)),
  favouritesUsedOnly: doc('Favourites only for used cars. Default: false.', flag(false)),
  compare: doc('Compare list (local). Default: true.', flag(true)),
  watchlist: doc('Server watchlist for signed-in shoppers. Default: true.', flag(true)),
  storeUserDetails: doc(
    'Remember name, e-mail, phone and postcode locally to prefill forms. Default: false.',
    flag(false),
  ),
  hideTwitter: doc('Hide the Twitter share icon. Default: false.', flag(false)),
  copyLinkFeedback: doc(
    "Copy-link feedback: 'inline' ('Copied' for 1.5 s) or 'toast' (3 s). Default: 'inline'.",
    v.optional(v.picklist(['inline', 'toast']), 'inline'),
  ),
  showUnregistered: doc("Expired rego shows 'Unregistered' (else the row is hidden). Default: false.", flag(false)),
  salesCounter: doc("'Sales this Month' counter widget. Default: false.", flag(false)),
  bookServiceBanner: doc("Closable 'BOOK A SERVICE' banner. Default: true.", flag(true)),
  paymentStrip: doc("'We accept:' payment strip in the footer. Default: true.", flag(true)),
  driveWithConfidence: doc(
    "Franchise home blocks: 'Drive with Confidence' owner benefits, the latest offer and the warranty carousel. Default: false.",
    flag(false),
  ),
  featureBanner: doc('Three-item feature banner (offers, service, sell your car). Default: true.', flag(true)),
  priceDisplayChoice: doc('Price display choice Cash / Finance on cards. Default: true.', flag(true)),
  enquiryButtonText: doc(
    "Text of the main enquiry button: 'Enquire Now' or 'Message Now'. Default: 'Enquire Now'.",
    v.optional(v.picklist(['Enquire Now', 'Message Now']), 'Enquire Now'),
  ),
  lowerCaseFindSimilar: doc("'Find me something similar' in lower case. Default: false.", flag(false)),
  spinDefaultView: doc(
    "Spin viewer opens on 'spinner' or 'gallery'. Default: 'spinner'.",
    v.optional(v.picklist(['spinner', 'gallery']), 'spinner'),
  ),
  spinAutoRotate: doc('Spin auto-rotation. Default: true.', flag(true)),
  breadcrumbPrefix: doc(
    "Search route prefix for breadcrumbs: 'search' or 'used-car'. Default: 'search'.",
    v.optional(v.picklist(['search', 'used-car']), 'search'),
  ),
});

export type Features = v.InferOutput<typeof FeaturesSchema>;
