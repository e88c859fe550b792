import { useEffect, useState } from 'react';
import '../../forms.css';
import type { CarLite } from '../../car-lite.ts';
import { findCarLite } from '../../client/cars-lite.ts';
import type { FormContext } from '../../form-context.ts';
import { parseFinanceQuery, type FinanceQuery } from '../../logic/finance-query.ts';
import { FinanceApplication } from './FinanceApplication.tsx';

const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });

/** spec 2 finance page: the form on the left; the selected car (car_id) or the three-step panel on the right. */
export default function FinancePage({ context, quickPicks }: { context: FormContext; quickPicks: number[] }) {
  const [query, setQuery] = useState<FinanceQuery>();
  const [car, setCar] = useState<CarLite>();
  useEffect(() => {
    const q = parseFinanceQuery(new URLSearchParams(window.location.search));
    if (!q.carId) return setQuery(q);
    void findCarLite(q.carId).then((found) => {
      setCar(found);
      setQuery(q);
    });
  }, []);
  return (
    <div className="finance-layout">
      <div id="finance-form">{query ? <FinanceApplication context={context} car={car} query={query} quickPicks={quickPicks} variant="page" /> : <p aria-busy="true">Loading the finance form…</p>}</div>
      <aside aria-label={car ? 'Selected car' : 'How it works'}>
        {car ? (
          <div className="card car-summary">
            {car.image && <img src={car.image} alt="" width="640" height="480" />}
            <div className="card__body">
              <h2>{car.name}</h2>
              <p>{car.price > 10 ? money.format(car.price) : 'Enquire for price.'}</p>
              <a href={`/cars/${car.slug}`}>View car details</a>
            </div>
          </div>
        ) : (
          <>
            <h2 className="visually-hidden">How it works</h2>
            <ol className="steps-panel">
              <li><div><h3>Apply online in minutes</h3><p>Tell us about you and the car you want.</p></div></li>
              <li><div><h3>Get pre-approved</h3><p>With a personalised rate and no impact on your credit score.</p></div></li>
              <li><div><h3>Purchase the car</h3><p>Drive away knowing your finance is sorted.</p></div></li>
            </ol>
          </>
        )}
      </aside>
    </div>
  );
}
