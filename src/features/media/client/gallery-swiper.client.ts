import Swiper from 'swiper';
import { A11y, Keyboard, Thumbs } from 'swiper/modules';

/** Starts the Swiper slider (keyboard, a11y, thumbnails) on a [data-gallery] root, on `initialSlide`; the counter follows the slide. */
export function startSwiper(root: HTMLElement, main: HTMLElement, initialSlide: number): Swiper {
  const thumbsEl = root.querySelector<HTMLElement>('.gallery__thumbs');
  const thumbs =
    thumbsEl === null
      ? null
      : new Swiper(thumbsEl, {
          slidesPerView: 'auto',
          spaceBetween: 8,
          watchSlidesProgress: true,
          observer: true,
          observeParents: true,
        });
  const count = root.querySelector<HTMLElement>('[data-count]');
  return new Swiper(main, {
    modules: [Keyboard, Thumbs, A11y],
    initialSlide,
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: { enabled: true },
    observer: true,
    observeParents: true,
    ...(thumbs === null ? {} : { thumbs: { swiper: thumbs } }),
    on: {
      slideChange: (s) => {
        if (count) count.textContent = String(s.activeIndex + 1);
      },
    },
  });
}
