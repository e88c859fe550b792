import type { TileServer } from '../../geo/client/leaflet-map.ts';
import type { MapPin } from '../../geo/rules/map-markers.ts';
import { PinMap } from '../../geo/islands/PinMap.tsx';
import type { MapListEntry } from '../rules/map-list.ts';

interface Props {
  entries: readonly MapListEntry[];
  pins: readonly MapPin[];
  tiles: TileServer;
}

/** The Map view: the results page pinned on a map next to its list, both numbered when fewer than 10 (spec: map list). */
export function ResultsMapView({ entries, pins, tiles }: Props) {
  return (
    <div className="results-map">
      <PinMap pins={pins} tiles={tiles} label="Map of the cars on this page" className="results-map__map" />
      <ol className="map-list">
        {entries.map(({ car, number }) => (
          <li key={car.id} className="map-list__item">
            {number !== undefined && <span className="pin-badge">{number}</span>}
            {car.image !== null && (
              <img
                className="map-list__image"
                src={car.image.src}
                srcSet={car.image.srcset ?? undefined}
                sizes="96px"
                alt=""
                width={96}
                height={64}
                loading="lazy"
                decoding="async"
              />
            )}
            <div className="map-list__body">
              <a className="map-list__title" href={car.href}>
                {car.title}
              </a>
              <p className="map-list__price">{car.priceText}</p>
              <p className="map-list__location muted">
                {car.location}
                {car.distanceText !== null && ` · ${car.distanceText}`}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
