import { useEffect, useState } from 'react';
import './forms.css';
import type { CarLite } from '../rules/car-lite.ts';
import { findCarLite, queryCarId } from '../client/cars-lite.ts';
import type { VehicleFormKind } from '../rules/definitions/vehicle.ts';
import type { LocationType } from '../../../config/location-schema.ts';
import { VehicleForm } from './VehicleForms.tsx';

/**
 * /book-test-drive (and friends): a vehicle form for the car named by ?car_id=, or for a model and variant
 * (?model=&variant=, from a model page), or for no car. The form is in the HTML from the start (decision 14); the
 * car or model joins it once read.
 */
export default function CarQueryForm({ kind, types }: { kind: VehicleFormKind; types?: readonly LocationType[] }) {
  const [car, setCar] = useState<CarLite | null>(null);
  const [wanted, setWanted] = useState<{ model?: string | undefined; variant?: string | undefined }>({});
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const text = (name: string) => query.get(name)?.trim().slice(0, 80) || undefined;
    setWanted({ model: text('model'), variant: text('variant') });
    void findCarLite(queryCarId()).then((c) => setCar(c ?? null));
  }, []);
  const model = car ? undefined : wanted.model;
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
      {model && (
        <p className="car-summary">
          For: <strong>{[model, wanted.variant].filter(Boolean).join(' ')}</strong>
        </p>
      )}
      <VehicleForm
        kind={kind}
        types={types}
        car={car ?? undefined}
        model={model}
        variant={model ? wanted.variant : undefined}
      />
    </>
  );
}
