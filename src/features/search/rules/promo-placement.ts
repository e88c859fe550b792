import type { PromoCard } from '../../../config/promos-schema.ts';

/** spec: promo card positions in search results (a card's own positions come first). */
export const OTHER_PROMO_POSITIONS = [8, 17] as const;

export type ResultSlot<T> = { kind: 'car'; car: T } | { kind: 'promo'; promo: PromoCard };

/** True when `now` (ms) is inside the card's start/expiry window (start inclusive, expiry exclusive). */
export function isPromoLive(promo: Pick<PromoCard, 'start' | 'expiry'>, nowMs: number): boolean {
  if (promo.start !== undefined && nowMs < Date.parse(promo.start)) return false;
  if (promo.expiry !== undefined && nowMs >= Date.parse(promo.expiry)) return false;
  return true;
}

/**
 * Whether the card suits the search's car types (empty `searchTypes` = all types). Without
 * `display` it always suits; otherwise the search must include one of the display types, and
 * with strictDisplay every searched type must be a display type.
 */
export function promoSuitsSearch(
  promo: Pick<PromoCard, 'display' | 'strictDisplay'>,
  searchTypes: readonly string[],
): boolean {
  if (promo.display.length === 0) return true;
  if (searchTypes.length === 0) return !promo.strictDisplay;
  return promo.strictDisplay
    ? searchTypes.every((type) => (promo.display as readonly string[]).includes(type))
    : searchTypes.some((type) => (promo.display as readonly string[]).includes(type));
}

/**
 * Inserts live, suitable promo cards into one page of results at their 1-based positions
 * (the card's own, else `defaultPositions`). A position is a slot in the final list; positions
 * past the end append only when the page is full (`pageSize`), so a short last page gets no
 * trailing cards. When two cards want one slot the first in config order wins.
 */
export function placePromos<T>(
  cars: readonly T[],
  promos: readonly PromoCard[],
  options: { nowMs: number; searchTypes: readonly string[]; defaultPositions?: readonly number[]; pageSize?: number },
): ResultSlot<T>[] {
  const defaults = options.defaultPositions ?? OTHER_PROMO_POSITIONS;
  const wanted = new Map<number, PromoCard>();
  for (const promo of promos) {
    if (!isPromoLive(promo, options.nowMs) || !promoSuitsSearch(promo, options.searchTypes)) continue;
    for (const position of promo.position ?? defaults) if (!wanted.has(position)) wanted.set(position, promo);
  }
  const slots: ResultSlot<T>[] = [];
  let next = 0;
  const total = cars.length + wanted.size;
  for (let position = 1; position <= total; position++) {
    const promo = wanted.get(position);
    if (promo !== undefined) {
      const pageIsFull = options.pageSize === undefined || cars.length >= options.pageSize;
      if (next < cars.length || pageIsFull) slots.push({ kind: 'promo', promo });
      continue;
    }
    const car = cars[next++];
    if (car !== undefined) slots.push({ kind: 'car', car });
  }
  return slots;
}
