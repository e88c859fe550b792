import { useEffect, useState } from 'react';
import '../forms.css';
import type { CarLite } from '../../rules/car-lite.ts';
import { findCarLite } from '../../client/cars-lite.ts';
import { currentUser, type SessionUser } from '../../client/session.ts';
import { parseFinanceQuery, type FinanceQuery } from '../../rules/finance-query.ts';
import { profileDetails } from '../../rules/profile.ts';
import { tenantFormContext } from '../tenant-form-context.ts';
import { FinanceApplication } from './FinanceApplication.tsx';
import { formatMoney } from '../../../../shared/money.ts';

interface FinancePageProps {
  quickPicks: number[];
  /** site.finance.maxTermYears. */
  maxTermYears: number;
  /** /personalised/finance: the signed-in shopper's details beside their car, and the form filled in from their verified profile. */
  personalised?: boolean;
}

/** spec/site §2 finance page: the form on the left; the selected car (car_id) or the three-step panel on the right. */
export default function FinancePage({ quickPicks, maxTermYears, personalised = false }: FinancePageProps) {
  const [query, setQuery] = useState<FinanceQuery>();
  const [car, setCar] = useState<CarLite>();
  const [user, setUser] = useState<SessionUser>();
  useEffect(() => {
    const q = parseFinanceQuery(new URLSearchParams(window.location.search));
    void Promise.all([q.carId ? findCarLite(q.carId) : undefined, personalised ? currentUser() : undefined]).then(
      ([found, shopper]) => {
        setCar(found);
        setUser(shopper);
        setQuery(q);
      },
    );
  }, [personalised]);
  const profile = user ? profileDetails(user) : undefined;
  return (
    <div className="finance-layout">
      <div id="finance-form">
        {query ? (
          <FinanceApplication
            context={tenantFormContext()}
            car={car}
            query={query}
            quickPicks={quickPicks}
            maxTermYears={maxTermYears}
            variant="page"
            profile={profile}
          />
        ) : (
          <p aria-busy="true">Loading the finance form…</p>
        )}
      </div>
      <aside
        aria-label={car ? 'Selected car' : personalised ? 'Your details' : 'How it works'}
        className="finance-aside"
      >
        {personalised && user && (
          <div className="card">
            <div className="card__body">
              <h2>Your details</h2>
              <dl className="profile-list">
                {profile?.['name'] && (
                  <>
                    <dt>Name</dt>
                    <dd>{[profile['name'], profile['last_name']].filter(Boolean).join(' ')}</dd>
                  </>
                )}
                <dt>Mobile</dt>
                <dd>{user.phone} (verified)</dd>
                {profile?.['email'] && (
                  <>
                    <dt>Email</dt>
                    <dd>{profile['email']}</dd>
                  </>
                )}
              </dl>
            </div>
          </div>
        )}
        {car ? (
          <div className="card car-summary">
            {car.image && <img src={car.image} alt="" width="640" height="480" />}
            <div className="card__body">
              <h2>{personalised ? `Your car: ${car.name}` : car.name}</h2>
              <p>{car.price > 10 ? formatMoney(car.price) : 'Enquire for price.'}</p>
              <a href={`/cars/${car.slug}`}>View car details</a>
            </div>
          </div>
        ) : (
          !personalised && (
            <>
              <h2 className="visually-hidden">How it works</h2>
              <ol className="steps-panel">
                <li>
                  <div>
                    <h3>Apply online in minutes</h3>
                    <p>Tell us about you and the car you want.</p>
                  </div>
                </li>
                <li>
                  <div>
                    <h3>Get pre-approved</h3>
                    <p>With a personalised rate and no impact on your credit score.</p>
                  </div>
                </li>
                <li>
                  <div>
                    <h3>Purchase the car</h3>
                    <p>Drive away knowing your finance is sorted.</p>
                  </div>
                </li>
              </ol>
            </>
          )
        )}
      </aside>
    </div>
  );
}
