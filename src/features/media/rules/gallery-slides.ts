import type { Car } from '../../stock/rules/car-schema.ts';

/** One slide of the car gallery: a still or a video (played in an iframe on request). */
export type GallerySlide =
  | { readonly kind: 'image'; readonly url: string; readonly thumb: string }
  | { readonly kind: 'video'; readonly url: string };

/** spec: the thumbnail strip shows only when there are more than 3 images. */
export const THUMBNAILS_MIN_IMAGES = 4;

/** Stills first (the first is the LCP image), then video_url and external_video_url slides. */
export function gallerySlides(car: Pick<Car, 'images' | 'video_url' | 'external_video_url'>): GallerySlide[] {
  const slides: GallerySlide[] = car.images.map((image) => ({ kind: 'image', url: image.url, thumb: image.thumb_url }));
  for (const url of [car.video_url, car.external_video_url])
    if (url !== undefined && url.trim() !== '') slides.push({ kind: 'video', url: url.trim() });
  return slides;
}

/** True when the thumbnail strip shows (more than 3 images). */
export function showsThumbnails(imageCount: number): boolean {
  return imageCount >= THUMBNAILS_MIN_IMAGES;
}
