import type { Car } from './car-schema.ts';
import { isAvailable } from './stock-rule.ts';
import { isReservable } from './car-eligibility.ts';

export type CarAction = 'details' | 'test-drive' | 'finance' | 'reserve';

export const FIND_SIMILAR_TEXT = 'Find Me Something Similar';
export const FIND_SIMILAR_TEXT_LOWER = 'Find me something similar';

/** Buttons of a car card or sidebar: the available actions, or the find-similar request. */
export type CarActions =
  | { readonly kind: 'available'; readonly actions: readonly CarAction[] }
  | { readonly kind: 'find-similar'; readonly text: typeof FIND_SIMILAR_TEXT | typeof FIND_SIMILAR_TEXT_LOWER };

export interface CarActionSettings {
  /** features.financeButton */
  readonly financeButton: boolean;
  /** features.reserveButton */
  readonly reserveButton: boolean;
  /** features.lowerCaseFindSimilar */
  readonly lowerCaseFindSimilar: boolean;
}

/**
 * spec/shopper §2, §4: an available car offers details, test drive, finance (when the finance button
 * is on) and reserve (only when reservable); any other car offers 'Find Me Something Similar'
 * ('Find me something similar' by flag).
 */
export function carActions(car: Pick<Car, 'status' | 'reserved' | 'price'>, settings: CarActionSettings): CarActions {
  if (!isAvailable(car)) {
    return { kind: 'find-similar', text: settings.lowerCaseFindSimilar ? FIND_SIMILAR_TEXT_LOWER : FIND_SIMILAR_TEXT };
  }
  const actions: CarAction[] = ['details', 'test-drive'];
  if (settings.financeButton) actions.push('finance');
  if (isReservable(car, settings.reserveButton)) actions.push('reserve');
  return { kind: 'available', actions };
}
