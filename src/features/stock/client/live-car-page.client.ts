import { formatMoney } from '../../../shared/money.ts';
import type { LiveState } from '../rules/live-car.ts';
import { carPageLive, type CarPageFacts } from '../rules/live-page-view.ts';

const all = (selector: string) => document.querySelectorAll<HTMLElement>(selector);

/** Text that is the built text again once a change is gone. */
function setText(element: HTMLElement, text: string | null): void {
  element.dataset['built'] ??= element.textContent ?? '';
  element.textContent = text ?? element.dataset['built'];
}

/**
 * Lays the live state over a car page, again on every answer: `[data-live-car]` (the page, holding its facts)
 * gets `data-live-status`; `[data-live-show="available"|"sold"]` parts show for that status only (the sold
 * panel, 'Find Me Something Similar', or the price, calls to action and calculators), Reserve buttons
 * `[data-live-reserve]` only while the car is for sale and not reserved, the 'Reserved' badge
 * `[data-live-badge]` while it is reserved; prices, the was-price, the below-market badge and the estimate follow
 * the price.
 */
export function applyLiveCarPage(state: LiveState, builtTitle: string): void {
  const page = document.querySelector<HTMLElement>('[data-live-car]');
  if (!page) return;
  const facts = JSON.parse(page.dataset['liveCar'] ?? '{}') as CarPageFacts & { id: number };
  const live = carPageLive(facts, state[String(facts.id)]);
  page.dataset['liveStatus'] = live.status;
  for (const part of all('[data-live-show]'))
    part.hidden = (part.dataset['liveShow'] === 'sold') !== (live.status === 'sold');
  for (const button of all('[data-live-reserve]')) button.hidden = live.status !== 'available';
  for (const badge of all('[data-live-badge]')) badge.hidden = live.status !== 'reserved';
  for (const price of all('[data-live-price]')) setText(price, live.price.text);
  const shown = live.price.kind === 'price' ? live.price : null;
  for (const was of all('[data-live-was]')) was.hidden = (shown?.wasText ?? null) === null;
  const saving = shown?.belowMarketBy ?? null;
  for (const market of all('[data-live-market]')) {
    market.hidden = saving === null;
    if (saving !== null) market.textContent = `${formatMoney(saving)} below market average`;
  }
  for (const figure of all('[data-live-estimate]')) setText(figure, live.estimateText);
  document.title = live.status === 'sold' && !builtTitle.startsWith('SOLD: ') ? `SOLD: ${builtTitle}` : builtTitle;
}
