import { litePriceText, type CarLite } from '../../forms/rules/car-lite.ts';
import { formatNumber } from '../../../shared/numbers.ts';

/** One line of the comparison: a label and each car's value ('–' when a car has none). */
export interface CompareRow {
  label: string;
  values: string[];
  /** True when the cars do not all share the value (the page marks the row). */
  differs: boolean;
}

const TYPE_LABEL: Record<string, string> = { new: 'New', used: 'Used', demo: 'Demo' };
const MISSING = '–';

/**
 * The rows of the compare table, in the order a shopper weighs them: price, year, condition,
 * kilometres, body, transmission, fuel, drive, colour, location. `locationNames` names location ids.
 */
export function compareRows(cars: readonly CarLite[], locationNames: Readonly<Record<number, string>>): CompareRow[] {
  const rows: [string, (car: CarLite) => string | undefined][] = [
    ['Price', litePriceText],
    ['Year', (car) => String(car.year)],
    ['Condition', (car) => TYPE_LABEL[car.car_type]],
    ['Kilometres', (car) => `${formatNumber(car.km)} km`],
    ['Body', (car) => car.body],
    ['Transmission', (car) => car.transmission],
    ['Fuel', (car) => car.fuel],
    ['Drive', (car) => car.drive],
    ['Colour', (car) => car.colour],
    ['Location', (car) => locationNames[car.location_id]],
  ];
  return rows.map(([label, valueAt]) => {
    const values = cars.map((car) => valueAt(car)?.trim() || MISSING);
    return { label, values, differs: new Set(values).size > 1 };
  });
}
