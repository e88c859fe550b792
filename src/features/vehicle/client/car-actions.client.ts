import { track } from '../../analytics/client/data-layer.ts';
import { $compare, isCompared, toggleCompare, type CompareCar } from '../../../stores/compare.ts';
import type { FavouriteCar } from '../../search/rules/card-data.ts';
import { HISTORY_REPORT_EVENT } from '../rules/history-report.ts';
import {
  COPIED_INLINE_MS,
  COPIED_TEXT,
  COPIED_TOAST_MS,
  copiedToastText,
  shareWindowFeatures,
} from '../rules/share-links.ts';
import { $favourites, toggleFavourite } from '../../../stores/favourites.ts';

/** Favourite and compare toggles: [data-favourite] / [data-compare] buttons carrying the record as JSON; the link to the comparison. */
export function wireSaveButtons(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-favourite]')) {
    const car = JSON.parse(button.dataset['favourite'] ?? '{}') as FavouriteCar;
    $favourites.subscribe((list) => {
      const saved = list.some((entry) => entry.id === car.id);
      button.setAttribute('aria-pressed', String(saved));
      button.title = saved ? 'Remove from favourites' : 'Save to favourites';
    });
    button.addEventListener('click', () => {
      toggleFavourite(car);
      track(39, { car_id: car.id });
    });
  }
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-compare]')) {
    const car = JSON.parse(button.dataset['compare'] ?? '{}') as CompareCar;
    $compare.subscribe((list) => button.setAttribute('aria-pressed', String(isCompared(list, car.id))));
    button.addEventListener('click', () => toggleCompare(car));
  }
  // 'View comparison (n)' shows once the compare list holds a car.
  for (const link of root.querySelectorAll<HTMLAnchorElement>('[data-compare-link]')) {
    $compare.subscribe((list) => {
      link.hidden = list.length === 0;
      link.textContent = `View comparison (${list.length})`;
    });
  }
}

/** Share links open a 550x400 window; [data-copy-link] copies the page URL with inline or toast feedback. */
export function wireShare(root: ParentNode): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-share-popup]')) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      window.open(link.href, 'share', shareWindowFeatures(screen.width, screen.height));
    });
  }
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-copy-link]')) {
    const label = button.querySelector<HTMLElement>('[data-copy-label]');
    const original = label?.textContent ?? '';
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(button.dataset['copyLink'] ?? location.href);
      } catch (error) {
        console.warn('copy failed', error);
        return;
      }
      if (button.dataset['feedback'] === 'toast') {
        showToast(copiedToastText(button.dataset['carName'] ?? document.title), COPIED_TOAST_MS);
        return;
      }
      if (label) label.textContent = COPIED_TEXT;
      setTimeout(() => {
        if (label) label.textContent = original;
      }, COPIED_INLINE_MS);
    });
  }
}

/** 'View History Report' links ([data-history-report]) record event 60 with the car as the report opens. */
export function wireHistoryReport(root: ParentNode): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-history-report]')) {
    link.addEventListener('click', () => track(HISTORY_REPORT_EVENT, { car_id: Number(link.dataset['carId']) }));
  }
}

function showToast(text: string, ms: number): void {
  const toast = document.createElement('div');
  toast.className = 'car-toast';
  toast.setAttribute('role', 'status');
  toast.textContent = text;
  document.body.append(toast);
  setTimeout(() => toast.remove(), ms);
}
