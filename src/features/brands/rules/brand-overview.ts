import type { Location } from '../../../config/location-schema.ts';
import type { Model } from '../../../config/models-schema.ts';
import { sameText } from '../../locations/rules/location-dropdown.ts';

/** What /{brand}/overview shows of one make: its model pages, the models in stock, and where it is sold. */
export interface BrandOverview {
  make: string;
  /** Model pages (models.json) of the make. */
  modelPages: Model[];
  /** Models of the make in stock now, sorted. */
  modelsInStock: string[];
  /** Visible sales locations that carry the make. */
  locations: Location[];
}

export function brandOverview(
  make: string,
  data: { models: readonly Model[]; locations: readonly Location[]; stockModels: readonly string[] },
): BrandOverview {
  return {
    make,
    modelPages: data.models.filter((model) => sameText(model.make, make)),
    modelsInStock: [...data.stockModels].sort((a, b) => a.localeCompare(b, 'en-AU')),
    locations: data.locations.filter(
      (location) =>
        location.visible &&
        location.location_type === 'sales' &&
        location.manufacturers.some((name) => sameText(name, make)),
    ),
  };
}
