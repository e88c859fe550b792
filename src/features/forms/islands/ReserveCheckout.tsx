import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import './forms.css';
import type { CarLite } from '../rules/car-lite.ts';
import { findCarLite, queryCarId } from '../client/cars-lite.ts';
import { readReservation, releaseUnpaidHold, reserveCar, type Reservation } from '../client/reservations.ts';
import { CONTACT, DEALERSHIP } from '../rules/definitions/contact-fields.ts';
import type { FormDefinition } from '../rules/field-def.ts';
import { canReserve, RESERVATION, RESERVATION_COPY } from '../rules/reservation.ts';
import { reservationStatusText, RETURN_POLL } from '../rules/reservation-status.ts';
import type { PurchaseFinanceTerms } from '../../finance/rules/purchase-estimate.ts';
import { ProviderCheckoutForm } from './ProviderCheckoutForm.tsx';
import { PurchaseSteps } from './PurchaseSteps.tsx';
import { tenantFormContext } from './tenant-form-context.ts';
import WatchlistButton from './WatchlistButton.tsx';
import { formatMoney } from '../../../shared/money.ts';

/** The provider's page sent the shopper back through its cancel address (&cancelled=1): nothing was paid. */
const leftPayment = (): boolean => new URLSearchParams(window.location.search).get('cancelled') === '1';
/** The reference the payment provider's page sends the shopper back with (?reservation=RSV-…). */
const returnedReference = (): string | undefined =>
  new URLSearchParams(window.location.search).get('reservation') ?? undefined;

/** Keeps the reservation in the address (as the provider's return does), so a reload or back/forward reads it back. */
function rememberReservation(reference: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set('reservation', reference);
  window.history.replaceState(window.history.state, '', url);
}

/**
 * Reserve online (/cars/{slug}/checkout, /buy-online, /checkout-journey?car_id=): contact details, then the
 * server holds the car (one hold per car) and starts the $200 deposit with the payment provider: its own page
 * (Stripe Checkout, no card data here) or, on demo sites, the development provider, which charges no card.
 * With `purchase` (sites with buy-online) a paid reservation goes on to the purchase request steps.
 */
export default function ReserveCheckout({
  reserveButton,
  carSlug,
  purchase,
}: {
  reserveButton: boolean;
  carSlug?: string;
  /** The site's finance terms for the purchase request steps; absent where the site does not sell online. */
  purchase?: PurchaseFinanceTerms | undefined;
}) {
  const [car, setCar] = useState<CarLite | null>();
  const [reservation, setReservation] = useState<Reservation>();
  useEffect(() => {
    void findCarLite(carSlug ?? queryCarId()).then((c) => setCar(c ?? null));
  }, [carSlug]);
  useReturnedReservation(setReservation);
  const definition = useMemo<FormDefinition>(
    () => ({
      form: 'reserve',
      steps: [{ title: 'Your details', fields: [...CONTACT, DEALERSHIP], submit: 'create' }],
      submitLabel: `Pay ${formatMoney(RESERVATION.depositDollars)} Deposit and Reserve`,
    }),
    [],
  );
  if (car === undefined) return <p aria-busy="true">Loading…</p>;
  if (car === null)
    return (
      <p>
        Sorry, we could not find this car. <a href="/search/new-used-and-demo-cars">Browse our stock</a>
      </p>
    );
  const heading = (
    <h2>
      {car.name} <span className="muted">{car.price > 10 ? formatMoney(car.price) : ''}</span>
    </h2>
  );
  if (reservation)
    return (
      <>
        <ReservationStatus heading={heading} reservation={reservation} />
        {purchase && reservation.status === 'active' && (
          <PurchaseSteps reservation={reservation} car={car} terms={purchase} />
        )}
      </>
    );
  if (car.reserved)
    return (
      <>
        {heading}
        <p>
          <strong className="badge">Reserved</strong> This car is reserved.{' '}
          <a href={`/cars/${car.slug}`}>Enquire about it</a>
        </p>
      </>
    );
  if (!canReserve(car, reserveButton))
    return (
      <>
        {heading}
        <p>
          This car cannot be reserved online. <a href={`/cars/${car.slug}`}>Enquire about it</a>
        </p>
      </>
    );
  return (
    <>
      {heading}
      <WatchlistButton car={car} />
      <p>{RESERVATION_COPY}</p>
      <ProviderCheckoutForm
        definition={definition}
        context={tenantFormContext()}
        car={car}
        title="Reserve this car"
        start={reserveCar}
        reference={(answer) => answer.reservation.reference}
        paid={(answer) => {
          rememberReservation(answer.reservation.reference);
          setReservation(answer.reservation);
        }}
      />
    </>
  );
}

/** Back from the provider's page: reads the reservation, asking again while the payment is being confirmed. */
function useReturnedReservation(show: (reservation: Reservation) => void): void {
  // The latest `show`, without asking again when only the caller's function changes.
  const shown = useEffectEvent(show);
  useEffect(() => {
    const reference = returnedReference();
    if (!reference) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const found = leftPayment() ? await releaseUnpaidHold(reference) : await readReservation(reference);
      if (!found.ok) return;
      shown(found.data.reservation);
      if (found.data.reservation.status === 'pending_payment' && !leftPayment() && ++tries < RETURN_POLL.tries)
        timer = setTimeout(ask, RETURN_POLL.everyMs);
    };
    void ask();
    return () => clearTimeout(timer);
  }, []);
}

function ReservationStatus({ heading, reservation }: { heading: React.ReactNode; reservation: Reservation }) {
  const text = reservationStatusText(reservation, leftPayment());
  return (
    <div className={`form-alert${text.held ? ' form-alert--success' : ''}`} role="status">
      {heading}
      <p>
        {text.held && reservation.status === 'active' && (
          <>
            <strong className="badge">Reserved</strong>{' '}
          </>
        )}
        {text.message}
      </p>
      <p>
        Your reference: <strong>{reservation.reference}</strong>
        {reservation.payment_reference ? <> · payment {reservation.payment_reference}</> : null}
      </p>
    </div>
  );
}
