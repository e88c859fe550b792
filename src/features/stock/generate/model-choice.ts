import type { Location } from '../../../config/location-schema.ts';
import type { CarType } from '../car-schema.ts';
import type { CatalogueModel } from './catalogue-types.ts';
import type { Random } from './prng.ts';
import { CATALOGUE_BY_ITEM_TYPE, PROFILE_MIX, groupByMake, type StockProfile } from './profiles.ts';

/** Picks models for one location of one profile; build once per location, call per car. */
export interface ModelChooser {
  choose(random: Random, carType: CarType): CatalogueModel;
}

/**
 * New and demo stock comes from the makes the location (or the franchise) sells; used stock is
 * mostly the general mix of the profile. A location listing makes this catalogue lacks falls
 * back to the general mix.
 */
export function createModelChooser(profile: StockProfile, location: Location): ModelChooser {
  const mix = PROFILE_MIX[profile];
  const general = new Map(
    mix.itemTypes.map(([itemType]) => {
      const models = CATALOGUE_BY_ITEM_TYPE[itemType].filter(
        (m) => itemType !== 'car' || mix.carBodies.length === 0 || mix.carBodies.includes(m.body),
      );
      return [itemType, groupByMake(models)] as const;
    }),
  );
  const brandMakes = location.manufacturers.length > 0 ? location.manufacturers : mix.newCarMakes;
  const everything = mix.itemTypes.flatMap(([itemType]) => CATALOGUE_BY_ITEM_TYPE[itemType]);
  const branded = groupByMake(everything.filter((m) => brandMakes.includes(m.make)));
  const fromGroups = (random: Random, groups: readonly CatalogueModel[][]): CatalogueModel =>
    random.pick(random.pick(groups));
  const fromGeneral = (random: Random): CatalogueModel => {
    const groups = general.get(random.weighted(mix.itemTypes));
    if (!groups || groups.length === 0) throw new Error(`profile ${profile} has no models`);
    return fromGroups(random, groups);
  };
  return {
    choose(random, carType) {
      if (branded.length === 0) return fromGeneral(random);
      if (carType !== 'used') return fromGroups(random, branded);
      const usedBrandShare =
        location.manufacturers.length > 0 ? Math.max(mix.usedFranchiseShare, 0.5) : mix.usedFranchiseShare;
      return random.chance(usedBrandShare) ? fromGroups(random, branded) : fromGeneral(random);
    },
  };
}
