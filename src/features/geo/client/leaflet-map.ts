import leafletCssUrl from 'leaflet/dist/leaflet.css?url';
import { bounds, MAX_ZOOM, type MapPin } from '../rules/map-markers.ts';

/** A raster tile server (site.maps): URL template and attribution HTML. */
export interface TileServer {
  url: string;
  attribution: string;
}

/** A drawn map: its pins can be replaced (the view then frames them), and it can be removed. */
export interface PinMapHandle {
  showPins(pins: readonly MapPin[]): void;
  remove(): void;
}

/**
 * Draws a Leaflet map into the element, zoom capped at MAX_ZOOM (spec); the element is marked
 * data-ready once pins are shown.
 * Leaflet and its CSS load on the first call, so a page pays for them only when it shows a map.
 */
export async function drawPinMap(element: HTMLElement, tiles: TileServer): Promise<PinMapHandle> {
  const [{ default: L }] = await Promise.all([import('leaflet'), loadStylesheet(leafletCssUrl)]);
  const map = L.map(element, { scrollWheelZoom: false, maxZoom: MAX_ZOOM });
  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: MAX_ZOOM }).addTo(map);
  const layer = L.layerGroup().addTo(map);
  // Leaflet only follows window resizes; the element also changes size with the page layout.
  const resize = new ResizeObserver(() => map.invalidateSize());
  resize.observe(element);
  return {
    showPins(pins) {
      layer.clearLayers();
      // The view first (Leaflet creates marker elements only on a map that has one), with more room
      // at the top, where badges stand above their points.
      const frame = bounds(pins);
      if (frame) map.fitBounds(frame, { paddingTopLeft: [32, 56], paddingBottomRight: [32, 24], maxZoom: MAX_ZOOM });
      pins.forEach((pin, i) => {
        // Starts with the pin's visible numbers (WCAG 2.5.3, label in name).
        const title = pin.text === '' ? pin.title : `${pin.text}: ${pin.title}`;
        // Size 0 at the point: CSS (pin-map.css) sizes the badge to its text and sets it above the point.
        const icon = L.divIcon({ className: 'map-pin', html: badge(pin.text), iconSize: [0, 0] });
        // Where pins overlap, the earlier (lower-numbered) one stays on top.
        const marker = L.marker([pin.lat, pin.lng], {
          icon,
          title,
          riseOnHover: true,
          zIndexOffset: (pins.length - i) * 1000,
        });
        marker.bindPopup(popup(pin)).addTo(layer);
        marker.getElement()?.setAttribute('aria-label', title);
      });
      element.dataset['ready'] = '';
    },
    remove() {
      resize.disconnect();
      map.remove();
    },
  };
}

function badge(text: string): HTMLElement {
  return Object.assign(document.createElement('span'), { className: 'pin-badge', textContent: text });
}

/** The pin's place, then a link to each marker that has one ('1. 2021 Toyota Corolla'). */
function popup(pin: MapPin): HTMLElement {
  const box = document.createElement('div');
  box.append(Object.assign(document.createElement('strong'), { textContent: pin.title }));
  const linked = pin.markers.filter((marker) => marker.href !== undefined);
  if (linked.length === 0) return box;
  const list = Object.assign(document.createElement('ul'), { className: 'map-pin__links' });
  for (const marker of linked) {
    const text = marker.number === undefined ? marker.label : `${marker.number}. ${marker.label}`;
    const item = document.createElement('li');
    item.append(Object.assign(document.createElement('a'), { href: marker.href, textContent: text }));
    list.append(item);
  }
  box.append(list);
  return box;
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
