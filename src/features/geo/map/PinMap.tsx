import { useEffect, useRef } from 'react';
import { drawPinMap, type PinMapHandle, type TileServer } from './leaflet-map.ts';
import type { MapPin } from './map-markers.ts';

interface Props {
  pins: readonly MapPin[];
  tiles: TileServer;
  /** Accessible name of the map region, e.g. 'Map of the cars on this page'. */
  label: string;
  className: string;
}

/** A Leaflet map of pins for React islands (browser only): Leaflet loads when it first mounts. */
export function PinMap({ pins, tiles, label, className }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const drawn = useRef<Promise<PinMapHandle> | null>(null);
  useEffect(() => {
    if (element.current === null) return undefined;
    const map = drawPinMap(element.current, tiles);
    drawn.current = map;
    return () => void map.then((handle) => handle.remove());
  }, [tiles]);
  // Keyed by value: a re-render with equal pins keeps the shopper's pan and zoom.
  const pinsKey = JSON.stringify(pins);
  useEffect(() => void drawn.current?.then((handle) => handle.showPins(pins)), [tiles, pinsKey]);
  return <div ref={element} className={`pin-map ${className}`} role="region" aria-label={label} />;
}
