import { comparisonRateText, repaymentFigure } from '../../finance/rules/finance-display.ts';
import { isAvailable } from '../../stock/rules/stock-rule.ts';
import { carActions, type CarAction } from '../../stock/rules/card-actions.ts';
import { cardTag, type CardTag } from '../../stock/rules/card-tag.ts';
import { priceDisplay, priceLabel } from '../../stock/rules/price-display.ts';
import type { CardHit } from './card-hit.ts';
import { formatNumber } from '../../../shared/numbers.ts';

/** spec: favourite (kept in local browser storage). */
export interface FavouriteCar {
  id: string;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string;
}

/** One link button on a card. */
export interface CardButton {
  action: CarAction | 'find-similar';
  text: string;
  href: string;
}

/**
 * Everything a result card shows, as plain data: the Astro card, the React island and the vehicle
 * page's similar cars all render this one shape with CarCardView.
 */
export interface CarCardData {
  id: string;
  title: string;
  href: string;
  image: { src: string; srcset: string | null; alt: string } | null;
  /** '$39,990', 'PREORDER' or the no-price text. */
  priceText: string;
  /** Crossed-out earlier price, e.g. '$42,990'; null when none. */
  wasText: string | null;
  /** e.g. '$147.87/wk' or 'Enquire for Finance'; null when the finance rules show no figure or no comparison rate is known. */
  weeklyText: string | null;
  /** '9.07% p.a. comparison rate*' beside a weekly figure (NCC s164); null without one. */
  comparisonText: string | null;
  /** 'Drive Away' or 'excl. government charges' after a shown price (ACL s48); null otherwise. */
  priceLabel: string | null;
  /** Spec lines: kms, transmission, fuel, body (missing ones left out). */
  specs: { label: string; value: string }[];
  location: string;
  /** Id of the location holding the car (its place on the results map); null when unknown. */
  locationId: number | null;
  /** Distance from the shopper's point, e.g. '12 km away'; null when no point is set. */
  distanceText: string | null;
  tag: CardTag;
  buttons: CardButton[];
  /** The favourite record, or null when the car fails the price-and-image test (or favourites are off). */
  favourite: FavouriteCar | null;
  sold: boolean;
}

/** Site switches the card reads (features config plus the clock). */
export interface CardSettings {
  tags: boolean;
  fuelTags: boolean;
  justArrivedDays: number;
  financeButton: boolean;
  reserveButton: boolean;
  lowerCaseFindSimilar: boolean;
  buyOnline: boolean;
  favourites: boolean;
  favouritesUsedOnly: boolean;
  /** Epoch milliseconds. */
  nowMs: number;
}

const ACTION_TEXT: Record<CarAction, string> = {
  details: 'View Details',
  'test-drive': 'Test Drive',
  finance: 'Finance',
  reserve: 'Reserve Car Now',
};

function buttonsOf(hit: CardHit, href: string, settings: CardSettings): CardButton[] {
  const status = hit.status ?? 'in_stock';
  const actions = carActions({ status, reserved: hit.reserved ?? false, price: hit.price ?? 0 }, settings);
  if (actions.kind === 'find-similar')
    return [{ action: 'find-similar', text: actions.text, href: `${href}#find-similar` }];
  const target: Record<CarAction, string> = {
    details: href,
    'test-drive': `/book-test-drive?car_id=${encodeURIComponent(hit.slug ?? hit.objectID)}`,
    finance: `/finance?car_id=${encodeURIComponent(hit.objectID)}#finance-form`,
    reserve: `${href}/${settings.buyOnline ? 'buy-online' : 'checkout'}`,
  };
  return actions.actions.map((action) => ({ action, text: ACTION_TEXT[action], href: target[action] }));
}

function specsOf(hit: CardHit): CarCardData['specs'] {
  const specs: CarCardData['specs'] = [];
  if (hit.km !== undefined) specs.push({ label: 'Kilometres', value: `${formatNumber(hit.km)} km` });
  const transmission = hit.simple_transmission ?? hit.trans;
  if (transmission !== undefined) specs.push({ label: 'Transmission', value: transmission });
  // A caravan has no engine: a fuel in its feed record describes nothing the shopper buys.
  const fuel = hit.item_type === 'caravan' ? undefined : (hit.simple_fuel ?? hit.fuel_detail);
  if (fuel !== undefined) specs.push({ label: 'Fuel', value: fuel });
  if (hit.simple_body !== undefined) specs.push({ label: 'Body', value: hit.simple_body });
  return specs;
}

/** The favourite record when favourites are on and the car passes the price-and-image test. */
function favouriteOf(hit: CardHit, title: string, settings: CardSettings): FavouriteCar | null {
  const hasImages = (hit.images_count ?? 0) > 0 || hit.primary_image_url !== undefined;
  const eligible = (hit.price ?? 0) > 0 && hasImages && (!settings.favouritesUsedOnly || hit.car_type === 'used');
  if (!settings.favourites || !eligible || hit.slug === undefined) return null;
  return {
    id: hit.objectID,
    name: title,
    slug: hit.slug,
    make: hit.make ?? '',
    model: hit.model ?? '',
    primary_image_url: hit.primary_image_url ?? '',
  };
}

/** Distance text for the card, e.g. '12 km away' ('<1 km away' under one). */
export function distanceText(km: number): string {
  return km < 1 ? '<1 km away' : `${formatNumber(km)} km away`;
}

/**
 * The card of one search hit, by the spec's rules: price display (above 10, else PREORDER or the
 * no-price text; was-price only when higher), weekly figure only for available cars whose finance
 * rules allow it (the build keeps weekly_price only for eligible cars), card tag (first match),
 * buttons (details, test drive, finance, reserve, else 'Find Me Something Similar').
 */
export function cardDataOf(hit: CardHit, settings: CardSettings, distanceKm?: number): CarCardData {
  const title = hit.name ?? [hit.year, hit.make, hit.model].filter((part) => part !== undefined).join(' ');
  const href = `/cars/${hit.slug ?? hit.objectID}`;
  const status = hit.status ?? 'in_stock';
  const price = priceDisplay({
    price: hit.price ?? 0,
    before_price: hit.before_price,
    preorder: hit.preorder ?? false,
    autograb_data: undefined,
  });
  // A repayment never shows without its comparison rate beside it (NCC s164, ASIC RG 178).
  const weeklyFigure =
    hit.weekly_price !== undefined && hit.comparison_rate !== undefined && isAvailable({ status })
      ? repaymentFigure(hit.weekly_price, 'week')
      : null;
  const src = hit.primary_image_url ?? hit.thumb_url;
  const srcset =
    hit.thumb_url !== undefined && hit.primary_image_url !== undefined
      ? `${hit.thumb_url} 320w, ${hit.primary_image_url} 640w`
      : null;
  return {
    id: hit.objectID,
    title,
    href,
    image: src === undefined ? null : { src, srcset, alt: title },
    priceText: price.text,
    wasText: price.kind === 'price' ? price.wasText : null,
    weeklyText: weeklyFigure?.text ?? null,
    comparisonText:
      weeklyFigure?.kind === 'repayment' && hit.comparison_rate !== undefined
        ? comparisonRateText(hit.comparison_rate)
        : null,
    priceLabel: price.kind === 'price' ? priceLabel(hit.price_type) : null,
    specs: specsOf(hit),
    location: hit.location_name ?? hit.city ?? '',
    locationId: hit.location_id ?? null,
    distanceText: distanceKm === undefined ? null : distanceText(distanceKm),
    tag: cardTag(
      {
        status,
        simple_fuel: hit.simple_fuel,
        fuel: hit.fuel_detail,
        reserved: hit.reserved ?? false,
        certified: hit.certified ?? false,
        make: hit.make ?? '',
        car_type: hit.car_type ?? 'used',
        tag: hit.tag,
        created_at: hit.created_at ?? '1970-01-01T00:00:00Z',
      },
      {
        tags: settings.tags,
        fuelTags: settings.fuelTags,
        justArrivedDays: settings.justArrivedDays,
        now: settings.nowMs,
      },
    ),
    buttons: buttonsOf(hit, href, settings),
    favourite: favouriteOf(hit, title, settings),
    sold: status === 'sold',
  };
}
