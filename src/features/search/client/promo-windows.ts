import { isPromoLive } from '../rules/promo-placement.ts';

/**
 * Hides prerendered promo cards outside their start/expiry window at the browser's clock, as the
 * island does: a page built inside a card's window must not keep showing it after expiry.
 */
export function hideOutOfWindowPromos(root: HTMLElement, nowMs: number): void {
  for (const card of root.querySelectorAll<HTMLElement>('.promo-card[data-start], .promo-card[data-expiry]')) {
    const window = {
      ...(card.dataset['start'] === undefined ? {} : { start: card.dataset['start'] }),
      ...(card.dataset['expiry'] === undefined ? {} : { expiry: card.dataset['expiry'] }),
    };
    if (!isPromoLive(window, nowMs)) (card.closest('li') ?? card).hidden = true;
  }
}
