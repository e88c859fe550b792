import { galleryIndexAfterKey } from '../rules/gallery-keys.ts';

type BigImage = { src: string; srcset: string } | null;

/**
 * The fullscreen modal of a [data-gallery] root: [data-open] buttons open it on their slide, arrow
 * keys and buttons page through the photos; `slideTo` keeps the slider on the photo shown.
 */
export function wireModal(root: HTMLElement, slideTo: (slideIndex: number) => void): void {
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
    slideTo(photo.slideIndex);
  };
  for (const button of root.querySelectorAll<HTMLElement>('[data-open]')) {
    button.addEventListener('click', () => {
      const slideIndex = Number(button.dataset['open']);
      show(
        Math.max(
          0,
          photos.findIndex((photo) => photo.slideIndex === slideIndex),
        ),
      );
      dialog.showModal();
    });
  }
  root
    .querySelector('[data-modal-prev]')
    ?.addEventListener('click', () => show(galleryIndexAfterKey(current, 'ArrowLeft', photos.length) ?? current));
  root
    .querySelector('[data-modal-next]')
    ?.addEventListener('click', () => show(galleryIndexAfterKey(current, 'ArrowRight', photos.length) ?? current));
  root.querySelector('[data-modal-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('keydown', (event) => {
    const next = galleryIndexAfterKey(current, event.key, photos.length);
    if (next === null) return;
    event.preventDefault();
    show(next);
  });
}

/** Video slides: the play button swaps in the player iframe. */
export function wireVideos(root: HTMLElement): void {
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
}
