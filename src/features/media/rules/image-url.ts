/** spec/shopper §9: image quality default. */
export const DEFAULT_IMAGE_QUALITY = 75;
/** Widths the demo media generator writes for every still (`name-{width}.webp`). */
export const GENERATED_WIDTHS = [320, 640, 1024] as const;
/** Widths it writes for every home-page slide (full-bleed, 1920 × 700 at most). */
export const GENERATED_SLIDE_WIDTHS = [640, 1024, 1920] as const;

export interface ImageOptions {
  /** Wanted width in CSS pixels × density. */
  readonly width: number;
  /** 1 to 100; default 75. */
  readonly quality?: number;
  /** Crop ratio such as '4:3'; CDN images only. */
  readonly aspectRatio?: string;
}

const GENERATED_SUFFIX = /-(\d+)\.webp$/;

/** True for locally generated media whose width sits in the file name ('/media/generated/suv-1-640.webp'). */
export function isGeneratedImage(src: string): boolean {
  return src.startsWith('/') && GENERATED_SUFFIX.test(src);
}

/**
 * The URL of `src` at a width. Generated media swap the `-{width}.webp` suffix to the smallest
 * generated width at least as wide (else the widest); other images go through the image CDN's
 * query parameters `w`, `q` (default 75) and `ar` (spec: images by width, quality and aspect ratio).
 */
export function imageUrl(src: string, options: ImageOptions, available: readonly number[] = GENERATED_WIDTHS): string {
  if (isGeneratedImage(src)) {
    const width =
      available.find((candidate) => candidate >= options.width) ?? available[available.length - 1] ?? options.width;
    return src.replace(GENERATED_SUFFIX, `-${width}.webp`);
  }
  const url = new URL(src, 'https://image.invalid');
  url.searchParams.set('w', String(Math.round(options.width)));
  url.searchParams.set('q', String(options.quality ?? DEFAULT_IMAGE_QUALITY));
  if (options.aspectRatio !== undefined) url.searchParams.set('ar', options.aspectRatio);
  return url.origin === 'https://image.invalid' ? `${url.pathname}${url.search}` : url.href;
}

/**
 * A `srcset` value for the widths ('a-320.webp 320w, a-640.webp 640w'); generated media list only the widths
 * that exist (`available`).
 */
export function imageSrcset(
  src: string,
  widths: readonly number[] = GENERATED_WIDTHS,
  options: Omit<ImageOptions, 'width'> = {},
  available: readonly number[] = GENERATED_WIDTHS,
): string {
  const usable = isGeneratedImage(src) ? widths.filter((width) => available.includes(width)) : widths;
  return usable.map((width) => `${imageUrl(src, { ...options, width }, available)} ${width}w`).join(', ');
}
