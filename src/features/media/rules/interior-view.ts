import { linkableUrl } from '../../stock/rules/linkable-url.ts';

/** How a car's interior view (`spin_interior_image`) shows: a still or panorama image, or a spin provider's viewer page. */
export type InteriorView =
  | { readonly kind: 'image'; readonly src: string }
  | { readonly kind: 'page'; readonly src: string };

const IMAGE_FILE = /\.(?:webp|avif|jpe?g|png|gif)(?:[?#].*)?$/i;

/**
 * The interior view of `spin_interior_image`, or null when the car has none (or it is not a root-relative or
 * http(s) URL). An image file shows as an image: the site's own files may not be framed (X-Frame-Options DENY),
 * so only a provider's viewer page goes in a frame.
 */
export function interiorView(url: string | undefined): InteriorView | null {
  const src = linkableUrl(url);
  return src === null ? null : { kind: IMAGE_FILE.test(src) ? 'image' : 'page', src };
}
