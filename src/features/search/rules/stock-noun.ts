/** What a tenant's stock is called: 'cars' for a car dealer, 'vehicles' once it lists caravans, motorcycles or trucks. */
export interface StockNoun {
  one: string;
  many: string;
}

export const CARS: StockNoun = { one: 'car', many: 'cars' };
export const VEHICLES: StockNoun = { one: 'vehicle', many: 'vehicles' };

/** The noun for listed stock of these item types (a record without one is a car). */
export function stockNounOf(itemTypes: Iterable<string | undefined>): StockNoun {
  for (const type of itemTypes) if (type !== undefined && type !== 'car') return VEHICLES;
  return CARS;
}

/** 'car' → 'Car', for headings. */
export function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
