import type { CarCardData } from '../rules/card-data.ts';
import type { ResultSlot } from '../rules/promo-placement.ts';
import { CarCardView } from './CarCardView.tsx';
import { PromoCardView } from './PromoCardView.tsx';

interface Props {
  slots: readonly ResultSlot<CarCardData>[];
  /** Ids of saved cars. */
  saved?: ReadonlySet<string>;
}

/** Cards eagerly loaded (above the fold on a phone and a desktop). */
const EAGER_CARDS = 3;

/** The grid of result cards with promo cards in their slots. */
export function ResultsGridView({ slots, saved }: Props) {
  let cars = 0;
  return (
    <ol className="results-grid">
      {slots.map((slot) => {
        if (slot.kind === 'promo')
          return (
            <li key={`promo-${slot.promo.id}`} className="results-grid__promo">
              <PromoCardView promo={slot.promo} />
            </li>
          );
        const eager = cars++ < EAGER_CARDS;
        return (
          <li key={slot.car.id}>
            <CarCardView card={slot.car} eager={eager} saved={saved?.has(slot.car.id) ?? false} />
          </li>
        );
      })}
    </ol>
  );
}
