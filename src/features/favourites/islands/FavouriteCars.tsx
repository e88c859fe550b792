import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $favourites, toggleFavourite, type FavouriteCar } from '../../../stores/favourites.ts';
import { litePriceText, type CarLite } from '../../forms/rules/car-lite.ts';
import { loadCarsLite } from '../../forms/client/cars-lite.ts';
import { useLiveCars } from '../../stock/islands/use-live-cars.ts';
import '../../forms/islands/forms.css';

/** /favourites: the cars the shopper saved with the heart (local storage), each linked and removable. */
export default function FavouriteCars({ searchHref }: { searchHref: string }) {
  const saved = useStore($favourites);
  const [builtCars, setCars] = useState<CarLite[]>();
  useEffect(() => void loadCarsLite().then(setCars), []);
  const cars = useLiveCars(builtCars);
  if (cars === undefined) return <p aria-busy="true">Loading your favourites…</p>;
  if (saved.length === 0) {
    return (
      <p>
        You have no favourites yet. Tap the heart on a car to save it here. <a href={searchHref}>Search our stock</a>
      </p>
    );
  }
  const listed = saved.map((favourite) => ({ favourite, car: cars.find((car) => String(car.id) === favourite.id) }));
  const remove = (favourite: FavouriteCar) => toggleFavourite(favourite);
  return (
    <section aria-label="Favourites">
      <p role="status">
        {saved.length} saved {saved.length === 1 ? 'car' : 'cars'}
      </p>
      <ul className="grid" aria-label="Saved cars">
        {listed.map(({ favourite, car }) => (
          <li key={favourite.id} className="card">
            {(car?.image ?? favourite.primary_image_url) && (
              <img src={car?.image ?? favourite.primary_image_url} alt="" width="640" height="480" loading="lazy" />
            )}
            <div className="card__body">
              <h2>{car ? <a href={`/cars/${car.slug}`}>{car.name}</a> : favourite.name}</h2>
              <p>{car ? litePriceText(car) : 'No longer listed'}</p>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => remove(favourite)}
                aria-label={`Remove ${favourite.name} from favourites`}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p>
        <a href={searchHref}>Search our stock</a>
      </p>
    </section>
  );
}
