import type Swiper from 'swiper';
import { wireModal, wireVideos } from './gallery-modal.client.ts';

/** Events that show the shopper is about to use the slider: the Swiper code loads on the first one. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
const SLIDER_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End']);

/**
 * Wires a [data-gallery] root. The first photo is plain markup laid out as Swiper lays it out, so
 * Swiper (24 KB) loads and starts only on the shopper's first intent (hover, touch, focus, arrow key):
 * nothing of it runs during the page load. Arrow clicks made before it is ready are replayed.
 */
export function wireGallery(root: HTMLElement): void {
  const main = root.querySelector<HTMLElement>('.gallery__main');
  if (main === null) return;
  let wanted = 0;
  let started: Promise<Swiper> | null = null;
  const start = () => {
    started ??= import('./gallery-swiper.client.ts').then(({ startSwiper }) => startSwiper(root, main, wanted));
    return started;
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, () => void start(), { once: true, passive: true });
  const onKey = (event: KeyboardEvent) => {
    if (!SLIDER_KEYS.has(event.key)) return;
    window.removeEventListener('keydown', onKey);
    void start();
  };
  window.addEventListener('keydown', onKey);
  root.querySelector('[data-prev]')?.addEventListener('click', () => void start().then((swiper) => swiper.slidePrev()));
  root.querySelector('[data-next]')?.addEventListener('click', () => void start().then((swiper) => swiper.slideNext()));
  wireVideos(root);
  wireModal(root, (slideIndex) => {
    wanted = slideIndex;
    void started?.then((swiper) => swiper.slideTo(slideIndex, 0));
  });
}
