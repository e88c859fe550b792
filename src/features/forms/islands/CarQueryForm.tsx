import { useEffect, useState } from 'react';
import './forms.css';
import type { CarLite } from '../rules/car-lite.ts';
import { findCarLite, queryCarId } from '../client/cars-lite.ts';
import type { VehicleFormKind } from '../rules/definitions/vehicle.ts';
import type { LocationType } from '../../../config/location-schema.ts';
import { VehicleForm } from './VehicleForms.tsx';

/**
 * /book-test-drive (and friends): a vehicle form for the car named by ?car_id=, or for no car. The form is
 * in the HTML from the start (decision 14); the car joins it once looked up.
 */
export default function CarQueryForm({ kind, types }: { kind: VehicleFormKind; types?: readonly LocationType[] }) {
  const [car, setCar] = useState<CarLite | null>(null);
  useEffect(() => void findCarLite(queryCarId()).then((c) => setCar(c ?? null)), []);
  return (
    <>
      {car && (
        <p className="car-summary">
          For:{' '}
          <a href={`/cars/${car.slug}`}>
            <strong>{car.name}</strong>
          </a>
        </p>
      )}
      <VehicleForm kind={kind} types={types} car={car ?? undefined} />
    </>
  );
}
