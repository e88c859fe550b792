import Swiper from 'swiper';
import { A11y, Keyboard, Thumbs } from 'swiper/modules';
import { galleryIndexAfterKey } from './gallery-keys.ts';

type BigImage = { src: string; srcset: string } | null;

/** Starts the Swiper slider, thumbnails, video slides and the fullscreen modal inside a [data-gallery] root. */
export function wireGallery(root: HTMLElement): void {
  const main = root.querySelector<HTMLElement>('.gallery__main');
  if (main === null) return;
  const thumbsEl = root.querySelector<HTMLElement>('.gallery__thumbs');
  const thumbs = thumbsEl === null ? null : new Swiper(thumbsEl, { slidesPerView: 'auto', spaceBetween: 8, watchSlidesProgress: true, observer: true, observeParents: true });
  const count = root.querySelector<HTMLElement>('[data-count]');
  const swiper = new Swiper(main, {
    modules: [Keyboard, Thumbs, A11y],
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: { enabled: true },
    observer: true,
    observeParents: true,
    ...(thumbs === null ? {} : { thumbs: { swiper: thumbs } }),
    on: { slideChange: (s) => count && (count.textContent = String(s.activeIndex + 1)) },
  });
  root.querySelector('[data-prev]')?.addEventListener('click', () => swiper.slidePrev());
  root.querySelector('[data-next]')?.addEventListener('click', () => swiper.slideNext());
  for (const slide of root.querySelectorAll<HTMLElement>('[data-video]')) {
    slide.querySelector('[data-play-video]')?.addEventListener('click', () => {
      const frame = document.createElement('iframe');
      frame.src = slide.dataset['video'] ?? '';
      frame.title = 'Vehicle video';
      frame.allow = 'autoplay; encrypted-media; picture-in-picture';
      frame.allowFullscreen = true;
      slide.replaceChildren(frame);
    });
  }
  wireModal(root, swiper);
}

function wireModal(root: HTMLElement, swiper: Swiper): void {
  const dialog = root.querySelector<HTMLDialogElement>('.gallery__modal');
  const image = root.querySelector<HTMLImageElement>('[data-modal-image]');
  const counter = root.querySelector<HTMLElement>('[data-modal-count]');
  if (dialog === null || image === null) return;
  const big = JSON.parse(root.dataset['big'] ?? '[]') as BigImage[];
  const photos = big.flatMap((entry, slideIndex) => (entry === null ? [] : [{ ...entry, slideIndex }]));
  let current = 0;
  const show = (index: number) => {
    current = index;
    const photo = photos[index];
    if (photo === undefined) return;
    image.srcset = photo.srcset;
    image.src = photo.src;
    image.alt = `Photo ${index + 1} of ${photos.length}`;
    if (counter) counter.textContent = `${index + 1} / ${photos.length}`;
    swiper.slideTo(photo.slideIndex, 0);
  };
  for (const button of root.querySelectorAll<HTMLElement>('[data-open]')) {
    button.addEventListener('click', () => {
      const slideIndex = Number(button.dataset['open']);
      show(Math.max(0, photos.findIndex((photo) => photo.slideIndex === slideIndex)));
      dialog.showModal();
    });
  }
  root.querySelector('[data-modal-prev]')?.addEventListener('click', () => show(galleryIndexAfterKey(current, 'ArrowLeft', photos.length) ?? current));
  root.querySelector('[data-modal-next]')?.addEventListener('click', () => show(galleryIndexAfterKey(current, 'ArrowRight', photos.length) ?? current));
  root.querySelector('[data-modal-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('keydown', (event) => {
    const next = galleryIndexAfterKey(current, event.key, photos.length);
    if (next === null) return;
    event.preventDefault();
    show(next);
  });
}
