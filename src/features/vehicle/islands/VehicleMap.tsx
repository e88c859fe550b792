import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import L from 'leaflet';

/** The car's location on a Leaflet map; rendered only when the tenant configures a tile server. */
export default function VehicleMap(props: { lat: number; long: number; name: string; tileUrl: string; attribution: string }) {
  const icon = L.divIcon({ className: 'vehicle-map-pin', html: '<span aria-hidden="true">●</span>', iconSize: [24, 24] });
  return (
    <MapContainer center={[props.lat, props.long]} zoom={14} scrollWheelZoom={false} className="vehicle-map">
      <TileLayer url={props.tileUrl} attribution={props.attribution} />
      <Marker position={[props.lat, props.long]} icon={icon}>
        <Popup>{props.name}</Popup>
      </Marker>
    </MapContainer>
  );
}
