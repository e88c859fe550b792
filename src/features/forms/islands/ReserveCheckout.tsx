import { useEffect, useMemo, useState } from 'react';
import '../forms.css';
import type { CarLite } from '../car-lite.ts';
import { findCarLite, queryCarId } from '../client/cars-lite.ts';
import { markReserved, reservedHere } from '../client/reserved-cars.ts';
import { CONTACT, DEALERSHIP } from '../definitions/contact-fields.ts';
import type { FormContext } from '../form-context.ts';
import type { FormDefinition } from '../logic/field-def.ts';
import { canReserve, RESERVATION, RESERVATION_COPY } from '../logic/reservation.ts';
import { devPaymentProvider } from '../payment/dev-provider.ts';
import { LeadForm } from './LeadForm.tsx';
import WatchlistButton from './WatchlistButton.tsx';

const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });

/**
 * Reserve online (/cars/{slug}/checkout, /buy-online, /checkout-journey?car_id=): contact details,
 * the $200 deposit through the payment provider, then a reservation lead; the car then shows 'Reserved'.
 */
export default function ReserveCheckout({ context, reserveButton, carSlug }: { context: FormContext; reserveButton: boolean; carSlug?: string }) {
  const [car, setCar] = useState<CarLite | null>();
  const [reserved, setReserved] = useState(false);
  useEffect(() => {
    void findCarLite(carSlug ?? queryCarId()).then((c) => {
      setCar(c ?? null);
      if (c && reservedHere().includes(c.id)) setReserved(true);
    });
  }, [carSlug]);
  const definition = useMemo<FormDefinition>(() => ({
    form: 'reserve',
    steps: [{ title: 'Your details', fields: [...CONTACT, DEALERSHIP], submit: 'create' }],
    submitLabel: `Pay ${money.format(RESERVATION.depositDollars)} Deposit and Reserve`,
  }), []);
  if (car === undefined) return <p aria-busy="true">Loading…</p>;
  if (car === null) return <p>Sorry, we could not find this car. <a href="/search/new-used-and-demo-cars">Browse our stock</a></p>;
  const heading = <h2>{car.name} <span className="muted">{car.price > 10 ? money.format(car.price) : ''}</span></h2>;
  if (reserved || car.reserved) {
    return (
      <div className="form-alert form-alert--success" role="status">
        {heading}
        <p><strong className="badge">Reserved</strong> We are holding this car for you for {RESERVATION.holdHours} hours. Our team will call you to arrange the rest.</p>
      </div>
    );
  }
  if (!canReserve(car, reserveButton)) return <>{heading}<p>This car cannot be reserved online. <a href={`/cars/${car.slug}`}>Enquire about it</a></p></>;
  return (
    <>
      {heading}
      <WatchlistButton car={car} />
      <p>{RESERVATION_COPY}</p>
      <LeadForm definition={definition} context={context} car={car} title="Reserve this car" hooks={{
        beforeSubmit: async () => {
          const paid = await devPaymentProvider.payDeposit({ amountCents: RESERVATION.depositDollars * 100, description: `Deposit for ${car.name}`, reference: `${car.slug}-${Date.now()}` });
          return paid.ok ? { ok: true, extra: { message: `Deposit of $${RESERVATION.depositDollars} paid through ${paid.provider} (reference ${paid.paymentReference}).` } } : { ok: false, error: paid.error };
        },
        onDone: () => {
          markReserved(car.id);
          setReserved(true);
        },
      }} />
    </>
  );
}
