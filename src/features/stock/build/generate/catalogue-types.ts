import type { ItemType } from '../../rules/car-schema.ts';
import type { BodyShape } from './media-names.ts';

export type Fuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric' | 'Plug-in Hybrid';

/** One model line in a demo catalogue, with the facts the generator derives a record from. */
export interface CatalogueModel {
  make: string;
  model: string;
  itemType: ItemType;
  /** simple_body label, e.g. 'SUV', 'Ute', 'Motorcycle'. */
  body: string;
  /** Drawing used for its photos. */
  shape: BodyShape;
  /** Badges from cheapest to dearest. */
  badges: readonly string[];
  /** Drive-away price of the cheapest badge when new, in dollars. */
  basePrice: number;
  fuel: Fuel;
  /** simple_drive, e.g. 'FWD', 'AWD', '4WD', 'RWD'. */
  drive: string;
  trans: 'Automatic' | 'Manual';
  /** Engine size in litres; 0 for electric. */
  engineLitres: number;
  cylinders: number;
  seats: number;
  doors: number;
  series?: string;
  /** First model year of this generation in Australia: no listing is older. */
  since?: number;
  /** Last model year sold new in Australia (a model since replaced): no listing is newer, none is new or a demo later. */
  until?: number;
}

const FUELS: Record<string, Fuel> = { P: 'Petrol', D: 'Diesel', H: 'Hybrid', E: 'Electric', X: 'Plug-in Hybrid' };

/**
 * Builds a catalogue entry from a compact spec string
 * 'fuel drive trans litres cylinders seats doors [since[-until]]', e.g. 'P FWD A 2.0 4 5 4 2019' or
 * 'P FWD A 2.0 4 5 4 2018-2024' (fuel P petrol, D diesel, H hybrid, E electric, X plug-in hybrid; trans A or M;
 * since the generation's first model year, until its last when it is no longer sold new).
 */
export function entry(
  itemType: ItemType,
  make: string,
  model: string,
  body: string,
  shape: BodyShape,
  basePrice: number,
  badges: readonly string[],
  spec: string,
  series?: string,
): CatalogueModel {
  const [fuel = 'P', drive = 'FWD', trans = 'A', litres = '0', cylinders = '0', seats = '5', doors = '4', years] =
    spec.split(' ');
  const [since, until] = years?.split('-') ?? [];
  const model_: CatalogueModel = {
    make,
    model,
    itemType,
    body,
    shape,
    badges,
    basePrice,
    fuel: FUELS[fuel] ?? 'Petrol',
    drive,
    trans: trans === 'M' ? 'Manual' : 'Automatic',
    engineLitres: Number(litres),
    cylinders: Number(cylinders),
    seats: Number(seats),
    doors: Number(doors),
  };
  if (series !== undefined) model_.series = series;
  if (since !== undefined) model_.since = Number(since);
  if (until !== undefined) model_.until = Number(until);
  return model_;
}
