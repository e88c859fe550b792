import type { MapMarker } from '../rules/map-markers.ts';

/**
 * Mounts a Leaflet map into every [data-place-map] element once it scrolls near the viewport.
 * This loader is all a page fetches up front (a few hundred bytes); the drawing code, Leaflet and
 * its CSS load only when a map comes near the viewport.
 */
export function mountPlaceMaps(root: ParentNode): void {
  const elements = [...root.querySelectorAll<HTMLElement>('[data-place-map]')];
  if (elements.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void render(entry.target as HTMLElement);
      }
    },
    { rootMargin: '200px' },
  );
  for (const element of elements) observer.observe(element);
}

async function render(element: HTMLElement): Promise<void> {
  const [{ drawPinMap }, { indexNumbers, mapPins }] = await Promise.all([
    import('./leaflet-map.ts'),
    import('../rules/map-markers.ts'),
  ]);
  const markers = JSON.parse(element.dataset['markers'] ?? '[]') as MapMarker[];
  const numbers = indexNumbers(markers.length);
  const map = await drawPinMap(element, {
    url: element.dataset['tileUrl'] ?? '',
    attribution: element.dataset['attribution'] ?? '',
  });
  map.showPins(mapPins(markers.map((marker, i) => ({ ...marker, number: numbers[i] }))));
}
