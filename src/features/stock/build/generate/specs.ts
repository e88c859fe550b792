import type { Car } from '../../rules/car-schema.ts';
import type { CatalogueModel } from './catalogue-types.ts';
import type { Random } from './prng.ts';
import { UTE_CABS, type UteCab } from './ute-cabs.ts';

/** The descriptive fields of a record that follow from its catalogue model. */
export type SpecFields = Pick<
  Car,
  | 'simple_body'
  | 'simple_transmission'
  | 'simple_fuel'
  | 'simple_drive'
  | 'fuel'
  | 'drive'
  | 'trans'
  | 'seats'
  | 'doors'
  | 'engine_size'
  | 'engine_size_litres'
  | 'gearnum'
  | 'bodyconfiguration'
  | 'variant'
  | 'caravan'
>;

const FUEL_TEXT: Record<CatalogueModel['fuel'], string> = {
  Petrol: 'Unleaded Petrol',
  Diesel: 'Diesel',
  Hybrid: 'Hybrid Petrol/Electric',
  Electric: 'Electric',
  'Plug-in Hybrid': 'Plug-in Hybrid Petrol/Electric',
};

const DRIVE_TEXT: Record<string, string> = {
  FWD: 'Front Wheel Drive',
  RWD: 'Rear Wheel Drive',
  AWD: 'All Wheel Drive',
  '4WD': 'Four Wheel Drive',
  '2WD': 'Two Wheel Drive',
};

// Rough dimensions per body in millimetres and kilograms: length, height, width, GVM, braked towing.
const BODY_SIZE: Record<string, readonly [number, number, number, number, number]> = {
  SUV: [4600, 1690, 1860, 2300, 2000],
  Ute: [5330, 1815, 1855, 3100, 3500],
  Hatchback: [4370, 1460, 1790, 1800, 1300],
  Sedan: [4880, 1445, 1840, 2100, 1500],
  Wagon: [4985, 1950, 1980, 3280, 3500],
  'People Mover': [5155, 1775, 1995, 2750, 2000],
  Van: [5265, 1990, 1950, 3300, 1500],
  Coupe: [4290, 1310, 1775, 1700, 0],
  Convertible: [3915, 1235, 1735, 1400, 0],
  'Cab Chassis': [6200, 2250, 1995, 7500, 3500],
  'Light Truck': [8200, 2700, 2400, 11000, 0],
};

function gears(random: Random, model: CatalogueModel): number | undefined {
  if (model.fuel === 'Electric' || model.itemType === 'caravan') return undefined;
  if (model.itemType === 'motorcycle') return 6;
  if (model.trans === 'Manual') return 6;
  return random.pick([6, 8, 8, 10]);
}

/**
 * Body, drivetrain, engine and size facts of one record: caravans get caravan specifications and no
 * fuel or drivetrain, motorcycles their engine in cc, utes their cab's configuration, seats and doors.
 */
export function specFields(random: Random, model: CatalogueModel, cab?: UteCab): SpecFields {
  const gearnum = gears(random, model);
  const fields: SpecFields = {
    simple_body: model.body,
    seats: cab === undefined ? model.seats : UTE_CABS[cab].seats,
  };
  if (model.itemType !== 'caravan') {
    fields.simple_fuel = model.fuel;
    fields.fuel = FUEL_TEXT[model.fuel];
    fields.simple_transmission = model.trans;
    fields.simple_drive = model.drive;
    fields.drive = DRIVE_TEXT[model.drive] ?? model.drive;
    fields.trans = gearnum === undefined ? 'Single Speed Reduction Gear' : `${gearnum} Speed ${model.trans}`;
  }
  if (gearnum !== undefined) fields.gearnum = gearnum;
  if (model.doors > 0) fields.doors = cab === undefined ? model.doors : UTE_CABS[cab].doors;
  if (model.engineLitres > 0 && model.itemType !== 'caravan') {
    fields.engine_size =
      model.itemType === 'motorcycle'
        ? `${Math.round(model.engineLitres * 1000)}cc`
        : `${model.engineLitres.toFixed(1)}L`;
    fields.engine_size_litres = model.engineLitres;
  }
  if (cab !== undefined) fields.bodyconfiguration = UTE_CABS[cab].configuration;
  if (model.itemType === 'caravan') fields.caravan = caravanSpecs(random, model);
  else fields.variant = variantDetails(random, model);
  return fields;
}

function variantDetails(random: Random, model: CatalogueModel): NonNullable<Car['variant']> {
  const details: NonNullable<Car['variant']> = {};
  const size = BODY_SIZE[model.body];
  if (model.cylinders > 0) details.cylinders = model.cylinders;
  if (model.engineLitres > 0) {
    // Car engines are badged a little over their capacity (a 2.0 is 1,998 cc); motorcycles are listed at theirs.
    const trim = random.int(0, 40);
    details.enginesize = Math.round(model.engineLitres * 1000 - (model.itemType === 'motorcycle' ? 0 : trim));
    const turbo = model.fuel === 'Diesel' || (model.itemType === 'car' && model.engineLitres < 1.6);
    details.induction = turbo ? 'Turbo Intercooled' : 'Aspirated';
    details.torque = Math.round(model.engineLitres * (model.fuel === 'Diesel' ? 170 : 110));
    details.fuelconsumptioncombined =
      Math.round((model.fuel === 'Hybrid' ? 4.8 : 4 + model.engineLitres * 2.1) * 10) / 10;
    details.fuelcapacity = model.itemType === 'motorcycle' ? random.int(12, 22) : random.pick([45, 55, 65, 80]);
  }
  if (size) {
    const [length, height, width, gvm, towing] = size;
    details.vehiclelength = length + random.int(-60, 60);
    details.vehicleheight = height + random.int(-20, 20);
    details.vehiclewidth = width + random.int(-15, 15);
    details.grossvehiclemass = gvm;
    if (towing > 0) details.towingcapacitybraked = towing;
  }
  if (model.itemType === 'car' && random.chance(0.85)) details.ancaprating = random.chance(0.8) ? 5 : 4;
  details.geartype = model.trans;
  return details;
}

function caravanSpecs(random: Random, model: CatalogueModel): NonNullable<Car['caravan']> {
  const lengthFeet = random.int(14, 23);
  const tare = 1400 + (lengthFeet - 14) * 160 + random.int(-80, 120);
  return {
    body_width: random.pick([2200, 2300, 2400, 2450]),
    body_length: Math.round(lengthFeet * 304.8),
    tare_weight: tare,
    axle_type: lengthFeet >= 19 ? 'Tandem' : random.pick(['Single', 'Tandem']),
    sleeps: model.seats,
    aggregate_trailer_mass: tare + random.pick([400, 500, 600, 700]),
  };
}

/** Search categories a record belongs to, e.g. 'Family', 'Off Road', 'Electric & Hybrid'. */
export function categoriesFor(model: CatalogueModel, price: number): string[] {
  const categories: string[] = [];
  if (model.itemType === 'car' && (model.seats >= 7 || model.body === 'People Mover')) categories.push('Family');
  if (model.drive === '4WD') categories.push('Off Road');
  if (model.fuel !== 'Petrol' && model.fuel !== 'Diesel') categories.push('Electric & Hybrid');
  if (['Ute', 'Van', 'Cab Chassis', 'Light Truck'].includes(model.body)) categories.push('Commercial');
  if (model.basePrice >= 80_000 && model.itemType === 'car') categories.push('Prestige');
  if (model.itemType === 'car' && price > 0 && price < 20_000) categories.push('Under $20k');
  if (model.itemType === 'caravan' || model.itemType === 'motorcycle') categories.push('Adventure');
  return categories;
}
