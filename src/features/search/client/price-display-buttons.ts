import { $priceDisplay, choosePriceDisplay, type PriceDisplayChoice } from '../../../stores/price-display.ts';

/** Cash / Finance buttons: the root's data-price-display drives which figure the cards lead with (CSS). */
export function wirePriceDisplayButtons(root: HTMLElement): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-price-choice]');
    if (button === null || button === undefined) return;
    choosePriceDisplay(button.dataset['priceChoice'] === 'finance' ? 'finance' : 'cash');
  });
  $priceDisplay.subscribe((choice: PriceDisplayChoice) => {
    root.dataset['priceDisplay'] = choice;
    for (const button of root.querySelectorAll<HTMLButtonElement>('[data-price-choice]')) {
      button.setAttribute('aria-pressed', String(button.dataset['priceChoice'] === choice));
    }
  });
}
