import { useEffect, useMemo, useRef, useState } from 'react';
import { drawPinMap, type PinMapHandle, type TileServer } from '../client/leaflet-map.ts';
import type { MapPin } from '../rules/map-markers.ts';

interface Props {
  pins: readonly MapPin[];
  tiles: TileServer;
  /** Accessible name of the map region, e.g. 'Map of the cars on this page'. */
  label: string;
  className: string;
}

/** A Leaflet map of pins for React islands (browser only): Leaflet loads when it first mounts. */
export function PinMap({ pins, tiles, label, className }: Props) {
  const element = useRef<HTMLElement>(null);
  const [map, setMap] = useState<Promise<PinMapHandle>>();
  useEffect(() => {
    if (element.current === null) return undefined;
    const drawn = drawPinMap(element.current, tiles);
    setMap(drawn);
    return () => void drawn.then((handle) => handle.remove());
  }, [tiles]);
  // By value: a re-render with equal pins keeps the shopper's pan and zoom.
  const pinsKey = JSON.stringify(pins);
  const shown = useMemo(() => JSON.parse(pinsKey) as MapPin[], [pinsKey]);
  useEffect(() => void map?.then((handle) => handle.showPins(shown)), [map, shown]);
  return <section ref={element} className={`pin-map ${className}`} aria-label={label} />;
}
