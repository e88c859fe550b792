import leafletCssUrl from 'leaflet/dist/leaflet.css?url';
import { bounds, MAX_ZOOM, pinLabels, type MapMarker } from './map-markers.ts';

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
  const [{ default: L }] = await Promise.all([import('leaflet'), loadStylesheet(leafletCssUrl)]);
  const markers = JSON.parse(element.dataset['markers'] ?? '[]') as MapMarker[];
  const map = L.map(element, { scrollWheelZoom: false, maxZoom: MAX_ZOOM });
  L.tileLayer(element.dataset['tileUrl'] ?? '', { attribution: element.dataset['attribution'] ?? '', maxZoom: MAX_ZOOM }).addTo(map);
  const labels = pinLabels(markers);
  markers.forEach((m, i) => {
    const icon = L.divIcon({ className: 'place-pin', html: `<span>${labels[i] ?? ''}</span>`, iconSize: [28, 28], iconAnchor: [14, 28] });
    L.marker([m.lat, m.lng], { icon, title: m.label, alt: m.label }).addTo(map).bindPopup(m.label);
  });
  const frame = bounds(markers);
  if (frame) map.fitBounds(frame, { padding: [32, 32], maxZoom: MAX_ZOOM });
  element.dataset['ready'] = '';
}

/** Adds a stylesheet when a map first needs it (as a URL, so it never blocks the first render). */
function loadStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.append(link);
  });
}
