import { track } from '../../analytics/client/data-layer.ts';

/**
 * Call-the-dealer buttons ([data-phone-reveal]): the first click shows the full number and records
 * the reveal (POST /api/phone-reveal, failures logged only); afterwards the link dials.
 */
export function wirePhoneReveal(root: ParentNode): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-phone-reveal]')) {
    link.addEventListener('click', (event) => {
      track(25, { car_id: link.dataset['carId'] });
      if (link.dataset['revealed'] === 'true') return;
      event.preventDefault();
      link.dataset['revealed'] = 'true';
      const number = link.querySelector<HTMLElement>('[data-phone-number]');
      if (number) number.textContent = link.dataset['full'] ?? '';
      void fetch('/api/phone-reveal', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          car_id: Number(link.dataset['carId']),
          dealership_id: Number(link.dataset['dealershipId']),
          website_id: Number(link.dataset['websiteId']),
        }),
      }).catch((error: unknown) => console.warn('phone reveal not recorded', error));
    });
  }
}
