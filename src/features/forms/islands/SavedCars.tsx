import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import './forms.css';
import { $savedCarIds, $signedIn, loadWatchlist } from '../../../stores/watchlist.ts';
import { litePriceText, type CarLite } from '../rules/car-lite.ts';
import { useLiveCars } from '../../stock/islands/use-live-cars.ts';
import { loadCarsLite } from '../client/cars-lite.ts';
import { signOut } from '../client/session.ts';
import WatchlistButton from './WatchlistButton.tsx';
import { WatchlistToast } from './WatchlistToast.tsx';

/** The watchlist and /my-garage: the signed-in shopper's saved cars as cards (the page's GateGuard sends others to sign-in). */
export default function SavedCars({ heading }: { heading: string }) {
  const ids = useStore($savedCarIds);
  const signedIn = useStore($signedIn);
  const [builtCars, setCars] = useState<CarLite[]>();
  const cars = useLiveCars(builtCars);
  useEffect(() => {
    void loadWatchlist();
    void loadCarsLite().then(setCars);
  }, []);
  if (signedIn === false)
    return (
      <p>
        Please <a href="/sign-in">sign in</a> to see your saved cars.
      </p>
    );
  if (!ids || !cars) return <p aria-busy="true">Loading your saved cars…</p>;
  const saved = ids.map((id) => cars.find((c) => c.id === id)).filter((c): c is CarLite => c !== undefined);
  return (
    <section aria-label={heading}>
      <p>
        {saved.length === 0
          ? 'You have no saved cars yet.'
          : `${saved.length} saved ${saved.length === 1 ? 'car' : 'cars'}`}
      </p>
      <ul className="grid" aria-label="Saved cars">
        {saved.map((car) => (
          <li key={car.id} className="card">
            {car.image && <img src={car.image} alt="" width="640" height="480" loading="lazy" />}
            <div className="card__body">
              <h2>
                <a href={`/cars/${car.slug}`}>{car.name}</a>
              </h2>
              <p>{litePriceText(car)}</p>
              <WatchlistButton car={car} withToast={false} />
            </div>
          </li>
        ))}
      </ul>
      <p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void signOut().then(() => window.location.assign('/'))}
        >
          Sign Out
        </button>
      </p>
      <WatchlistToast />
    </section>
  );
}
