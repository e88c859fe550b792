import type { Tenant } from '../../../config/load-tenant.ts';
import type { Location } from '../../../config/location-schema.ts';
import type { PromoCard } from '../../../config/promos-schema.ts';
import type { Facet, SortOption } from '../../../config/site/search.ts';
import type { TileServer } from '../../geo/client/leaflet-map.ts';
import type { CardSettings } from './card-data.ts';
import { cardSettingsOf } from './card-settings.ts';
import type { RoutingContext } from './routing.ts';
import type { SliderBounds } from './slider.ts';
import type { StockNoun } from './stock-noun.ts';
import type { PlacedLocation } from './location-filter.ts';
import { enabledSortOptions } from './sort-labels.ts';

/** The Typesense settings the browser needs (the key is a scoped search-only key). */
export interface TypesenseBrowserConfig {
  nodes: { host: string; port: number; protocol: 'http' | 'https' }[];
  collection: string;
  searchKey: string;
}

/** The results map (spec: map list): the tenant's tile server; pins stand at `locations`. */
export interface ResultsMapConfig {
  tiles: TileServer;
}

/** Everything the search island needs, serialisable into the page. */
export interface SearchPageConfig {
  facets: Facet[];
  sortOptions: SortOption[];
  priceSlider: SliderBounds;
  routing: RoutingContext;
  /** Dealership names by slug, for the heading of a dealership's search ('{name} Stock'). */
  dealershipNames: Record<string, string>;
  /** Locations holding listed cars, sales yards and car-buying centres (radius filter, distances on cards). */
  locations: (PlacedLocation & { name: string })[];
  promos: { cards: PromoCard[]; positions: number[] };
  card: Omit<CardSettings, 'nowMs'>;
  /** The /special-offers search. */
  offers: boolean;
  /** facetFilters entry of the offers search (cars carrying a custom tag). */
  offerFilter: string[];
  priceDisplayChoice: boolean;
  /** Changes when the index changes (cache key of the index files). */
  indexVersion: string;
  /** The build's clock in Unix seconds: the island applies the stock rule at it, as every built page does. */
  stockNowSeconds: number;
  /** What the stock is called ('cars', or 'vehicles' for caravans and motorcycles). */
  noun: StockNoun;
  typesense: TypesenseBrowserConfig | null;
  /** Null when the tenant has no tile server (site.maps.tileUrl): no Map view then. */
  map: ResultsMapConfig | null;
}

function placed(location: Location): PlacedLocation {
  return { id: location.id, lat: location.address.lat, lng: location.address.long };
}

/** The island's config for one search page. */
export function pageConfigOf(
  tenant: Tenant,
  input: {
    routing: RoutingContext;
    offers: boolean;
    offerTags: readonly string[];
    indexVersion: string;
    typesense: TypesenseBrowserConfig | null;
    stockLocationIds: readonly number[];
    stockNowSeconds: number;
    noun: StockNoun;
  },
): SearchPageConfig {
  const { site } = tenant;
  const { nowMs: _nowMs, ...card } = cardSettingsOf(site.features, 0);
  // Every location that holds listed cars (sales yards and car-buying centres): radius filter, distances, map.
  const stocked = tenant.locations.filter((location) => input.stockLocationIds.includes(location.id));
  return {
    facets: site.search.facets,
    sortOptions: enabledSortOptions(site.search.sortOptions),
    priceSlider: site.search.priceSlider,
    routing: input.routing,
    dealershipNames: Object.fromEntries(
      input.routing.dealershipSlugs.flatMap((slug) => {
        const name = tenant.locations.find((location) => location.dealership_slug === slug)?.dealership_name;
        return name === undefined ? [] : [[slug, name]];
      }),
    ),
    locations: stocked.map((location) => ({ ...placed(location), name: location.name })),
    promos: { cards: tenant.promos.cards, positions: tenant.promos.positions },
    card,
    offers: input.offers,
    offerFilter: input.offerTags.map((tag) => `tag:${tag}`),
    priceDisplayChoice: site.features.priceDisplayChoice,
    indexVersion: input.indexVersion,
    stockNowSeconds: input.stockNowSeconds,
    noun: input.noun,
    typesense: input.typesense,
    map:
      site.maps.tileUrl === undefined
        ? null
        : {
            tiles: { url: site.maps.tileUrl, attribution: site.maps.attribution },
          },
  };
}
