import type { Car } from '../../stock/rules/car-schema.ts';
import { regoText } from './rego.ts';
import type { Spec } from './truncate.ts';
import { formatNumber } from '../../../shared/numbers.ts';

/** A label and its display text. */
export interface DetailRow {
  readonly label: string;
  readonly value: string;
}

const TYPE_LABEL = { new: 'New', used: 'Used', demo: 'Demo' } as const;
const MONTH_YEAR = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '30100' → '30,100 km'. */
export function formatKm(km: number): string {
  return `${formatNumber(km)} km`;
}

/** A 'YYYY-MM' or ISO date as 'August 2024'; unreadable text comes back as given. */
export function formatMonthYear(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d{4})-(\d{2})/.exec(value.trim());
  if (match === null) return value.trim();
  return MONTH_YEAR.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

function present(rows: readonly { label: string; value: string | number | null | undefined }[]): DetailRow[] {
  return rows
    .filter((row) => row.value !== null && row.value !== undefined && String(row.value).trim() !== '')
    .map((row) => ({ label: row.label, value: String(row.value).trim() }));
}

export interface CarDetailsContext {
  /** Epoch milliseconds (build time) for the rego rule. */
  readonly now: number;
  /** Config features.showUnregistered. */
  readonly showUnregistered: boolean;
  /** The car's location address on one line. */
  readonly address?: string | undefined;
}

/**
 * spec/shopper §2: the Car Details list in spec order (type, transmission, body, kms, fuel, rego
 * expiry, stock no, build date, compliance date, address, colour, interior colour, drive, seats,
 * doors, engine size, views, VIN, rego). Empty values are omitted.
 */
export function carDetailRows(car: Car, context: CarDetailsContext): DetailRow[] {
  return present([
    { label: 'Type', value: TYPE_LABEL[car.car_type] },
    { label: 'Transmission', value: car.trans ?? car.simple_transmission },
    { label: 'Body', value: car.simple_body ?? car.bodyconfiguration },
    { label: 'Kilometres', value: formatKm(car.km) },
    { label: 'Fuel', value: car.fuel ?? car.simple_fuel },
    { label: 'Rego Expiry', value: regoText(car.rego_expiry, context.now, context.showUnregistered) },
    { label: 'Stock No', value: car.stocknum },
    { label: 'Build Date', value: formatMonthYear(car.build_date) },
    { label: 'Compliance Date', value: formatMonthYear(car.compliance_date) },
    { label: 'Address', value: context.address },
    { label: 'Colour', value: car.colour },
    { label: 'Interior Colour', value: car.interior_colour },
    { label: 'Drive', value: car.drive ?? car.simple_drive },
    { label: 'Seats', value: car.seats },
    { label: 'Doors', value: car.doors },
    { label: 'Engine Size', value: car.engine_size },
    { label: 'Views', value: car.views > 0 ? car.views : undefined },
    { label: 'VIN', value: car.vin },
    { label: 'Rego', value: car.regplate },
  ]);
}

/** Key information specs, most telling first; the page shows the first 4 (splitKeySpecs). */
export function keySpecs(car: Car): Spec[] {
  return [
    { label: 'Kilometres', value: formatKm(car.km) },
    { label: 'Body', value: car.simple_body },
    { label: 'Transmission', value: car.simple_transmission },
    { label: 'Fuel', value: car.simple_fuel },
    { label: 'Drive', value: car.simple_drive },
    { label: 'Engine', value: car.engine_size },
    { label: 'Seats', value: car.seats },
    { label: 'Colour', value: car.colour },
  ];
}

/** `value` with its unit, to `fractionDigits` places ('1,474 cc'); undefined stays undefined. */
const unit = (value: number | undefined, suffix: string, fractionDigits = 0) =>
  value === undefined ? undefined : `${formatNumber(value, fractionDigits)} ${suffix}`;

/** Litres per 100 km to one decimal when the data has one ('7.2 L/100km', the fuel calculator's figure), else whole. */
const litresPer100Km = (value: number | undefined) =>
  unit(value, 'L/100km', value === undefined || Number.isInteger(value) ? 0 : 1);

/** Variant details (spec/shopper §3) with units; empty values omitted. */
export function variantRows(variant: Car['variant']): DetailRow[] {
  if (variant === undefined) return [];
  return present([
    { label: 'Cylinders', value: variant.cylinders },
    { label: 'Engine Size', value: unit(variant.enginesize, 'cc') },
    { label: 'Induction', value: variant.induction },
    { label: 'Fuel Consumption (combined)', value: litresPer100Km(variant.fuelconsumptioncombined) },
    { label: 'Fuel Capacity', value: unit(variant.fuelcapacity, 'L') },
    { label: 'Gross Vehicle Mass', value: unit(variant.grossvehiclemass, 'kg') },
    { label: 'Length', value: unit(variant.vehiclelength, 'mm') },
    { label: 'Height', value: unit(variant.vehicleheight, 'mm') },
    { label: 'Width', value: unit(variant.vehiclewidth, 'mm') },
    { label: 'Towing Capacity (braked)', value: unit(variant.towingcapacitybraked, 'kg') },
    { label: 'Torque', value: unit(variant.torque, 'Nm') },
    { label: 'ANCAP Rating', value: variant.ancaprating === undefined ? undefined : `${variant.ancaprating} stars` },
    { label: 'Gear Type', value: variant.geartype },
  ]);
}

/** Caravan specifications (spec/shopper §3) with units. */
export function caravanRows(caravan: Car['caravan']): DetailRow[] {
  if (caravan === undefined) return [];
  return present([
    { label: 'Body Width', value: unit(caravan.body_width, 'mm') },
    { label: 'Body Length', value: unit(caravan.body_length, 'mm') },
    { label: 'Tare Weight', value: unit(caravan.tare_weight, 'kg') },
    { label: 'Axle Type', value: caravan.axle_type },
    { label: 'Sleeps', value: caravan.sleeps },
    { label: 'Aggregate Trailer Mass (ATM)', value: unit(caravan.aggregate_trailer_mass, 'kg') },
  ]);
}
