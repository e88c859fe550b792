import { useEffect, useMemo, useState } from 'react';
import './forms.css';
import { canValue } from '../../stock/rules/car-eligibility.ts';
import type { CarLite } from '../rules/car-lite.ts';
import { findCarLite, queryCarId } from '../client/cars-lite.ts';
import { valuationDefinition } from '../rules/definitions/trade-in.ts';
import { LeadForm } from './LeadForm.tsx';
import { tenantFormContext } from './tenant-form-context.ts';

/**
 * spec: trade-in and sell-my-car valuation. With ?car_id= (trade-in towards a car) the car must be
 * eligible: in stock, not sold, not reserved, priced above $200.
 */
export default function ValuationForm({
  form,
  withCar = false,
}: {
  form: 'trade-in' | 'sell-my-car';
  withCar?: boolean;
}) {
  const context = tenantFormContext();
  const [car, setCar] = useState<CarLite | null>();
  useEffect(() => {
    if (!withCar) return setCar(null);
    void findCarLite(queryCarId()).then((c) => setCar(c ?? null));
  }, [withCar]);
  const eligibleCar = car && canValue(car) ? car : undefined;
  const definition = useMemo(
    () => valuationDefinition(form, context.defaultState, eligibleCar?.id),
    [form, context.defaultState, eligibleCar],
  );
  if (car === undefined) return <p aria-busy="true">Loading…</p>;
  return (
    <>
      {car && !eligibleCar && (
        <p className="form-alert form-alert--destructive">
          This car is not available for a trade-in valuation. You can still tell us about your car below.
        </p>
      )}
      {eligibleCar && (
        <p>
          Trading in towards:{' '}
          <a href={`/cars/${eligibleCar.slug}`}>
            <strong>{eligibleCar.name}</strong>
          </a>
        </p>
      )}
      <LeadForm
        definition={definition}
        context={context}
        car={eligibleCar}
        title={form === 'trade-in' ? 'Trade-in valuation' : 'Sell my car'}
      />
    </>
  );
}
