import { drawPinMap } from './leaflet-map.ts';
import { indexNumbers, mapPins, type MapMarker } from './map-markers.ts';

/**
 * Mounts a Leaflet map into every [data-place-map] element once it scrolls near the viewport.
 * Leaflet and its CSS load only then, so pages without a visible map pay nothing.
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
  const markers = JSON.parse(element.dataset['markers'] ?? '[]') as MapMarker[];
  const numbers = indexNumbers(markers.length);
  const map = await drawPinMap(element, { url: element.dataset['tileUrl'] ?? '', attribution: element.dataset['attribution'] ?? '' });
  map.showPins(mapPins(markers.map((marker, i) => ({ ...marker, number: numbers[i] }))));
}
