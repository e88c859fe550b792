import { JUST_SOLD_TAG, RESERVED_TAG } from '../rules/card-tag.ts';
import type { LiveState } from '../rules/live-car.ts';
import { cardLive } from '../rules/live-card-view.ts';

/**
 * Lays the live state over the prerendered result cards under `root` (`article.car-card[data-car-id]`), again on
 * every answer, so a change that is gone (a hold released) shows the card as built again. The card gets
 * `data-live-status="reserved"|"sold"` (car-card.css then hides its Reserve button, or all its buttons but the
 * find-similar one added here, and its built tag) and a tag of its own; a new price replaces the amount and hides
 * the weekly figure worked out on the old one.
 */
export function applyLiveCards(root: ParentNode, state: LiveState, findSimilarText: string): void {
  for (const card of root.querySelectorAll<HTMLElement>('article.car-card[data-car-id]')) {
    const was = card.querySelector('.car-card__was');
    const live = cardLive(state[card.dataset['carId'] ?? ''], was?.lastChild?.textContent ?? null);
    if (live.status === null) delete card.dataset['liveStatus'];
    else card.dataset['liveStatus'] = live.status;
    showLiveTag(card, live.status === null ? null : live.status === 'sold' ? JUST_SOLD_TAG : RESERVED_TAG);
    showFindSimilar(card, live.status === 'sold' ? findSimilarText : null);
    const amount = card.querySelector<HTMLElement>('.car-card__amount');
    if (amount) {
      amount.dataset['built'] ??= amount.textContent ?? '';
      amount.textContent = live.priceText ?? amount.dataset['built'];
    }
    if (live.priceText === null) delete card.dataset['livePrice'];
    else card.dataset['livePrice'] = live.keepWas ? 'keep-was' : 'drop-was';
  }
}

function showLiveTag(card: HTMLElement, text: string | null): void {
  let tag = card.querySelector<HTMLElement>('[data-live-tag]');
  if (text === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('span');
    tag.className = 'car-card__tag';
    tag.dataset['liveTag'] = '';
    card.querySelector('.car-card__media')?.append(tag);
  }
  tag.textContent = text;
}

function showFindSimilar(card: HTMLElement, text: string | null): void {
  let link = card.querySelector<HTMLAnchorElement>('[data-action="find-similar"]');
  if (text === null) {
    if (link?.hasAttribute('data-live-added')) link.remove();
    return;
  }
  if (link) return;
  const details = card.querySelector<HTMLAnchorElement>('.car-card__title a');
  link = document.createElement('a');
  link.className = 'button';
  link.dataset['action'] = 'find-similar';
  link.setAttribute('data-live-added', '');
  link.href = `${details?.getAttribute('href') ?? ''}#find-similar`;
  link.textContent = text;
  card.querySelector('.car-card__actions')?.append(link);
}
