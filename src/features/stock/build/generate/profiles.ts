import type { CarType, ItemType } from '../../rules/car-schema.ts';
import { CAR_CATALOGUE } from './catalogue-cars.ts';
import { CARAVAN_CATALOGUE, MOTORCYCLE_CATALOGUE, TRUCK_CATALOGUE } from './catalogue-other.ts';
import type { CatalogueModel } from './catalogue-types.ts';

export const STOCK_PROFILES = ['multi-brand', 'franchise', 'specialist'] as const;
export type StockProfile = (typeof STOCK_PROFILES)[number];

/** How a kind of dealer's stock is mixed. */
export interface ProfileMix {
  itemTypes: readonly (readonly [ItemType, number])[];
  carTypes: readonly (readonly [CarType, number])[];
  /** Makes of cars this dealer sells new; empty means any. */
  newCarMakes: readonly string[];
  /** Share of used cars that are the franchise make. */
  usedFranchiseShare: number;
  /** Car body types a specialist keeps (tow vehicles); empty means any. */
  carBodies: readonly string[];
}

export const PROFILE_MIX: Record<StockProfile, ProfileMix> = {
  'multi-brand': {
    itemTypes: [
      ['car', 88],
      ['motorcycle', 6],
      ['truck', 4],
      ['caravan', 2],
    ],
    carTypes: [
      ['new', 35],
      ['used', 50],
      ['demo', 15],
    ],
    newCarMakes: [],
    usedFranchiseShare: 0,
    carBodies: [],
  },
  franchise: {
    itemTypes: [['car', 1]],
    carTypes: [
      ['new', 45],
      ['used', 40],
      ['demo', 15],
    ],
    newCarMakes: ['Toyota'],
    usedFranchiseShare: 0.6,
    carBodies: [],
  },
  specialist: {
    itemTypes: [
      ['caravan', 68],
      ['motorcycle', 24],
      ['car', 8],
    ],
    carTypes: [
      ['new', 45],
      ['used', 45],
      ['demo', 10],
    ],
    newCarMakes: [],
    usedFranchiseShare: 0,
    carBodies: ['Ute', 'Wagon'],
  },
};

export const CATALOGUE_BY_ITEM_TYPE: Record<ItemType, readonly CatalogueModel[]> = {
  car: CAR_CATALOGUE,
  motorcycle: MOTORCYCLE_CATALOGUE,
  truck: TRUCK_CATALOGUE,
  caravan: CARAVAN_CATALOGUE,
};

/** Models grouped by make, so a pick gives every make an equal chance whatever its model count. */
export function groupByMake(models: readonly CatalogueModel[]): CatalogueModel[][] {
  const groups = new Map<string, CatalogueModel[]>();
  for (const model of models) {
    const group = groups.get(model.make);
    if (group) group.push(model);
    else groups.set(model.make, [model]);
  }
  return [...groups.values()];
}
