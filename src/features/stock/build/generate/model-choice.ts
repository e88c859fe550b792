import type { Location } from '../../../../config/location-schema.ts';
import type { CarType, ItemType } from '../../rules/car-schema.ts';
import type { CatalogueModel } from './catalogue-types.ts';
import { soldNew } from './pricing.ts';
import type { Random } from './prng.ts';
import { CATALOGUE_BY_ITEM_TYPE, PROFILE_MIX, groupByMake, type StockProfile } from './profiles.ts';

/** Picks models for one location of one profile; build once per location, call per car. */
export interface ModelChooser {
  choose(random: Random, carType: CarType): CatalogueModel;
}

/** The models a chooser picks from: the profile's general mix by item type, and the location's brands. */
interface ModelPools {
  general: Map<ItemType, CatalogueModel[][]>;
  branded: CatalogueModel[][];
}

function modelPools(profile: StockProfile, location: Location, keep: (model: CatalogueModel) => boolean): ModelPools {
  const mix = PROFILE_MIX[profile];
  const general = new Map(
    mix.itemTypes.map(([itemType]) => {
      const models = CATALOGUE_BY_ITEM_TYPE[itemType].filter(
        (m) => keep(m) && (itemType !== 'car' || mix.carBodies.length === 0 || mix.carBodies.includes(m.body)),
      );
      return [itemType, groupByMake(models)] as const;
    }),
  );
  const brandMakes = location.manufacturers.length > 0 ? location.manufacturers : mix.newCarMakes;
  const everything = mix.itemTypes.flatMap(([itemType]) => CATALOGUE_BY_ITEM_TYPE[itemType]);
  return { general, branded: groupByMake(everything.filter((m) => keep(m) && brandMakes.includes(m.make))) };
}

/**
 * New and demo stock comes from the makes the location (or the franchise) sells, of models still sold new in the
 * reference year; used stock is mostly the general mix of the profile, replaced models included. A location listing
 * makes this catalogue lacks falls back to the general mix.
 */
export function createModelChooser(profile: StockProfile, location: Location, refYear: number): ModelChooser {
  const mix = PROFILE_MIX[profile];
  const listed = modelPools(profile, location, () => true);
  const current = modelPools(profile, location, (model) => soldNew(model, refYear));
  const fromGroups = (random: Random, groups: readonly CatalogueModel[][]): CatalogueModel =>
    random.pick(random.pick(groups));
  const fromGeneral = (random: Random, pools: ModelPools): CatalogueModel => {
    const groups = pools.general.get(random.weighted(mix.itemTypes));
    if (!groups || groups.length === 0) throw new Error(`profile ${profile} has no models`);
    return fromGroups(random, groups);
  };
  return {
    choose(random, carType) {
      const pools = carType === 'used' ? listed : current;
      if (pools.branded.length === 0) return fromGeneral(random, pools);
      if (carType !== 'used') return fromGroups(random, pools.branded);
      const usedBrandShare =
        location.manufacturers.length > 0 ? Math.max(mix.usedFranchiseShare, 0.5) : mix.usedFranchiseShare;
      return random.chance(usedBrandShare) ? fromGroups(random, pools.branded) : fromGeneral(random, pools);
    },
  };
}
