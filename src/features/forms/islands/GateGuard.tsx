import { useEffect, useState } from 'react';
import { findCarLite, queryCarId } from '../client/cars-lite.ts';
import { currentUser } from '../client/session.ts';
import { gateDecision, personalisedFinancePath, type GateType } from '../rules/gates.ts';

interface GateGuardProps {
  type: GateType;
  /** Whether this site gates the page (isGated at build time). */
  gated: boolean;
  /** Checkout journey: the redirect waits until the car slug is known from ?car_id=. */
  waitForCar?: boolean;
  /** Finance gate: a signed-in shopper with a car that has a VIN or NVIC goes to /personalised/finance?car_id=. */
  personalise?: boolean;
}

/** spec: gated routes. Sends a visitor who is not signed in to /sign-in?type=&redirect=&back=. */
export default function GateGuard({ type, gated, waitForCar = false, personalise = false }: GateGuardProps) {
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (!gated && !personalise) return;
    void (async () => {
      const [user, car] = await Promise.all([
        currentUser(),
        waitForCar || personalise ? findCarLite(queryCarId()) : Promise.resolve(undefined),
      ]);
      document.documentElement.dataset['signedIn'] = user ? 'true' : 'false';
      if (!gated) {
        const to = user ? personalisedFinancePath(car) : undefined;
        if (to && personalise) window.location.replace(to);
        return;
      }
      const here = waitForCar
        ? car
          ? `${window.location.pathname}?car_id=${car.slug}`
          : undefined
        : `${window.location.pathname}${window.location.search}`;
      const back = document.referrer.startsWith(window.location.origin) ? new URL(document.referrer).pathname : '/';
      const decision = gateDecision(user !== undefined, type, here, back);
      if (decision.kind === 'redirect') {
        setStatus('Please sign in to continue…');
        window.location.replace(decision.to);
      } else if (decision.kind === 'show' && personalise) {
        const to = personalisedFinancePath(car);
        if (to) window.location.replace(to);
      }
    })();
  }, [gated, personalise, type, waitForCar]);
  return (
    <p className="visually-hidden" role="status">
      {status}
    </p>
  );
}
