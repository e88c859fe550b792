import { persistentAtom } from '@nanostores/persistent';

/** spec: price display choice, Cash or Finance, stored locally. */
export type PriceDisplayChoice = 'cash' | 'finance';

/** Default 'cash'. */
export const $priceDisplay = persistentAtom<PriceDisplayChoice>('price-display', 'cash', {
  encode: (value) => value,
  decode: (value) => (value === 'finance' ? 'finance' : 'cash'),
});

export function choosePriceDisplay(choice: PriceDisplayChoice): void {
  $priceDisplay.set(choice);
}
