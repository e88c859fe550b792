import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_QUALITY, GENERATED_SLIDE_WIDTHS, imageSrcset, imageUrl, isGeneratedImage } from './image-url.ts';

describe('image URL builder', () => {
  describe('generated media', () => {
    const src = '/media/generated/suv-white-1-640.webp';
    it('recognises the width suffix', () => {
      expect(isGeneratedImage(src)).toBe(true);
      expect(isGeneratedImage('https://cdn.example.com/a.jpg')).toBe(false);
    });
    it('swaps to the smallest generated width that is wide enough', () => {
      expect(imageUrl(src, { width: 300 })).toBe('/media/generated/suv-white-1-320.webp');
      expect(imageUrl(src, { width: 641 })).toBe('/media/generated/suv-white-1-1024.webp');
      expect(imageUrl(src, { width: 2000 })).toBe('/media/generated/suv-white-1-1024.webp');
    });
    it('keeps to the widths a caller says exist (spin frames: 640 only)', () => {
      expect(imageUrl('/media/generated/spin-suv-00-640.webp', { width: 1024 }, [640])).toBe(
        '/media/generated/spin-suv-00-640.webp',
      );
    });
    it('builds a srcset of existing widths', () => {
      expect(imageSrcset(src, [320, 640, 1024, 1600])).toBe(
        '/media/generated/suv-white-1-320.webp 320w, /media/generated/suv-white-1-640.webp 640w, /media/generated/suv-white-1-1024.webp 1024w',
      );
    });
    it("builds a home slide's srcset from the slide widths, so a phone loads the 640 px picture, not the 1920", () => {
      expect(
        imageSrcset('/media/generated/hero-sale-1920.webp', GENERATED_SLIDE_WIDTHS, {}, GENERATED_SLIDE_WIDTHS),
      ).toBe(
        '/media/generated/hero-sale-640.webp 640w, /media/generated/hero-sale-1024.webp 1024w, /media/generated/hero-sale-1920.webp 1920w',
      );
    });
  });
  describe('CDN images', () => {
    it('adds width, quality 75 by default and aspect ratio', () => {
      expect(DEFAULT_IMAGE_QUALITY).toBe(75);
      expect(imageUrl('https://cdn.example.com/cars/1.jpg', { width: 640, aspectRatio: '4:3' })).toBe(
        'https://cdn.example.com/cars/1.jpg?w=640&q=75&ar=4%3A3',
      );
      expect(imageUrl('https://cdn.example.com/cars/1.jpg?v=2', { width: 320, quality: 60 })).toBe(
        'https://cdn.example.com/cars/1.jpg?v=2&w=320&q=60',
      );
    });
    it('keeps root-relative images root-relative', () => {
      expect(imageUrl('/uploads/car.jpg', { width: 320 })).toBe('/uploads/car.jpg?w=320&q=75');
    });
  });
});
