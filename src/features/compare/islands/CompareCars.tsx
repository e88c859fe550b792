import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $compare, COMPARE_LIMIT, toggleCompare, type CompareCar } from '../../../stores/compare.ts';
import type { CarLite } from '../../forms/rules/car-lite.ts';
import { loadCarsLite } from '../../forms/client/cars-lite.ts';
import { useLiveCars } from '../../stock/islands/use-live-cars.ts';
import { compareRows } from '../rules/compare-rows.ts';
import './compare.css';

interface Props {
  /** Location names by id (the Location row). */
  locationNames: Record<number, string>;
  /** Where 'Search our stock' leads. */
  searchHref: string;
}

/** /compare: the cars the shopper chose to compare (local storage), side by side, each removable. */
export default function CompareCars({ locationNames, searchHref }: Props) {
  const chosen = useStore($compare);
  const [builtCars, setCars] = useState<CarLite[]>();
  useEffect(() => void loadCarsLite().then(setCars), []);
  const cars = useLiveCars(builtCars);
  if (cars === undefined) return <p aria-busy="true">Loading your cars…</p>;
  const listed = chosen.flatMap((entry) => cars.filter((car) => car.id === entry.id));
  const gone = chosen.filter((entry) => !cars.some((car) => car.id === entry.id));
  if (listed.length === 0 && gone.length === 0) {
    return (
      <p>
        You have no cars to compare yet. Choose Compare on a car's page to add it (up to {COMPARE_LIMIT}).{' '}
        <a href={searchHref}>Search our stock</a>
      </p>
    );
  }
  const remove = (car: CompareCar) => toggleCompare(car);
  return (
    <>
      <p>
        {listed.length} of up to {COMPARE_LIMIT} cars. Rows where the cars differ are marked.
      </p>
      {listed.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes focus so keyboard users can scroll it (WCAG 2.1.1)
        <section className="compare__scroll" aria-label="Cars side by side" tabIndex={0}>
          <table className="compare">
            <caption className="visually-hidden">Cars compared side by side</caption>
            <thead>
              <tr>
                <td />
                {listed.map((car) => (
                  <th key={car.id} scope="col" className="compare__car">
                    {car.image && <img src={car.image} alt="" width="320" height="240" loading="lazy" />}
                    <a href={`/cars/${car.slug}`}>{car.name}</a>
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => remove(car)}
                      aria-label={`Remove ${car.name} from the comparison`}
                    >
                      Remove
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {compareRows(listed, locationNames).map((row) => (
                <tr key={row.label} className={row.differs ? 'compare__differs' : undefined}>
                  <th scope="row">
                    {row.label}
                    {row.differs && <span className="visually-hidden"> (differs)</span>}
                  </th>
                  {row.values.map((value, i) => (
                    <td key={listed[i]?.id}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {gone.length > 0 && (
        <ul className="compare__gone" aria-label="No longer listed">
          {gone.map((car) => (
            <li key={car.id}>
              {car.name} is no longer listed.{' '}
              <button
                type="button"
                className="button button--ghost"
                onClick={() => remove(car)}
                aria-label={`Remove ${car.name} from the comparison`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={searchHref}>Search our stock</a>
      </p>
    </>
  );
}
