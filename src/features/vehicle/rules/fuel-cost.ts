import type { Car } from '../../stock/rules/car-schema.ts';

/** spec/shopper §5: fuel calculator defaults. */
export const FUEL_DEFAULTS = {
  /** Dollars per litre. */
  pricePerLitre: 1.7,
  /** Kilometres per trip (or per week, as the shopper reads it). */
  distanceKm: 250,
  /** Litres per 100 km. */
  economyLPer100Km: 10,
} as const;

export interface FuelInputs {
  readonly pricePerLitre: number;
  readonly distanceKm: number;
  readonly economyLPer100Km: number;
}

export interface FuelCost {
  /** Litres used over the distance. */
  readonly litres: number;
  /** Dollars for the distance, rounded to the cent. */
  readonly cost: number;
}

/** spec/shopper §5: hidden for electric cars (simple_fuel or fuel mentions 'electric', hybrids excluded). */
export function isFuelCalculatorShown(car: Pick<Car, 'simple_fuel' | 'fuel'>): boolean {
  const fuel = (car.simple_fuel ?? car.fuel ?? '').toLowerCase();
  return !(fuel.includes('electric') && !fuel.includes('hybrid'));
}

/** Starting inputs: the car's combined consumption when known and positive, else 10 L/100 km. */
export function fuelDefaults(car: Pick<Car, 'variant'>): FuelInputs {
  const combined = car.variant?.fuelconsumptioncombined;
  return {
    pricePerLitre: FUEL_DEFAULTS.pricePerLitre,
    distanceKm: FUEL_DEFAULTS.distanceKm,
    economyLPer100Km: combined !== undefined && combined > 0 ? combined : FUEL_DEFAULTS.economyLPer100Km,
  };
}

/** The figures the calculator takes, each with the message shown next to its field outside them. */
export const FUEL_LIMITS: Readonly<Record<keyof FuelInputs, { min: number; max: number; message: string }>> = {
  pricePerLitre: { min: 0.5, max: 5, message: 'Enter a fuel price from $0.50 to $5.00 a litre.' },
  distanceKm: { min: 1, max: 100_000, message: 'Enter a distance from 1 to 100,000 km.' },
  economyLPer100Km: { min: 1, max: 60, message: 'Enter a fuel economy from 1 to 60 L/100km.' },
};

/** The message for a figure outside its limits (or not a number), or undefined when it is fine. */
export function fuelInputProblem(key: keyof FuelInputs, value: number): string | undefined {
  const limit = FUEL_LIMITS[key];
  return Number.isFinite(value) && value >= limit.min && value <= limit.max ? undefined : limit.message;
}

/** A field's text as its figure: NaN when empty or not a number, so fuelInputProblem names the range (never 0). */
export function fuelFigure(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The fields' texts as figures (see fuelFigure). */
export function fuelInputsFromText(texts: Readonly<Record<keyof FuelInputs, string>>): FuelInputs {
  return {
    pricePerLitre: fuelFigure(texts.pricePerLitre),
    distanceKm: fuelFigure(texts.distanceKm),
    economyLPer100Km: fuelFigure(texts.economyLPer100Km),
  };
}

/** Litres = distance × economy ÷ 100; cost = litres × price per litre (250 km at 10 L/100 km and $1.70 = $42.50). */
export function fuelCost(inputs: FuelInputs): FuelCost {
  const litres = (Math.max(0, inputs.distanceKm) * Math.max(0, inputs.economyLPer100Km)) / 100;
  return { litres, cost: Math.round(litres * Math.max(0, inputs.pricePerLitre) * 100) / 100 };
}

/** The distance label: '250 kms'. */
export function distanceLabel(distanceKm: number): string {
  return `${distanceKm} kms`;
}
