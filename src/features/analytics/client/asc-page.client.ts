import {
  ascForm,
  clickToCall,
  ctaInteraction,
  formEngagement,
  mediaInteraction,
  pageViewEvents,
} from '../rules/asc-events.ts';
import { ascPageOf, pushAsc } from './asc-push.ts';

const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);

/** Page-wide ASC events: page views at once, then calls, calls to action, form starts and media use by delegation. */
export function wireAscPage(doc: Document): void {
  const page = ascPageOf(doc);
  pushAsc(...pageViewEvents(page));
  const engaged = new WeakSet<Element>();
  doc.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const tel = target?.closest('a[href^="tel:"]');
    if (tel) return pushAsc(clickToCall(page, tel.getAttribute('href')?.slice(4) ?? '', text(tel)));
    const media = target?.closest('.media, .gallery');
    if (media) {
      const kind = target?.closest('[data-spin]')
        ? 'spin'
        : target?.closest('.gallery__video, video, iframe')
          ? 'video'
          : 'image';
      return pushAsc(mediaInteraction(page, kind, 'click'));
    }
    const cta = target?.closest('a.button, button.button, [data-asc-cta]');
    if (cta && !cta.closest('form'))
      pushAsc(ctaInteraction(page, text(cta), cta instanceof HTMLAnchorElement ? cta.href : null));
  });
  doc.addEventListener('focusin', (event) => {
    const form = event.target instanceof Element ? event.target.closest('form[data-form]') : null;
    if (!form || engaged.has(form)) return;
    engaged.add(form);
    const label =
      event.target instanceof HTMLElement
        ? (event.target.closest('label')?.textContent ?? event.target.getAttribute('name') ?? '')
        : '';
    pushAsc(formEngagement(ascForm(form.getAttribute('data-form') ?? ''), page, label.trim()));
  });
}
