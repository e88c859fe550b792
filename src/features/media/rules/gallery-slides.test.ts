import { describe, expect, it } from 'vitest';
import { gallerySlides, showsThumbnails } from './gallery-slides.ts';

const image = (n: number) => ({ url: `/m/a-${n}-640.webp`, thumb_url: `/m/a-${n}-320.webp` });

describe('gallery slides', () => {
  it('puts stills first, then the video and external video', () => {
    const slides = gallerySlides({ images: [image(1)], video_url: 'https://v/1', external_video_url: 'https://v/2' });
    expect(slides.map((slide) => slide.kind)).toEqual(['image', 'video', 'video']);
  });
  it('shows thumbnails only with more than 3 images', () => {
    expect(showsThumbnails(3)).toBe(false);
    expect(showsThumbnails(4)).toBe(true);
  });
});

import { galleryIndexAfterKey } from './gallery-keys.ts';
describe('fullscreen arrow keys', () => {
  it('wrap around the photos', () => {
    expect(galleryIndexAfterKey(3, 'ArrowRight', 4)).toBe(0);
    expect(galleryIndexAfterKey(0, 'ArrowLeft', 4)).toBe(3);
    expect(galleryIndexAfterKey(1, 'a', 4)).toBeNull();
  });
});
