import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { $favourites } from '../../../stores/favourites.ts';
import { cardDataOf, type CardSettings } from '../../search/rules/card-data.ts';
import type { CardHit } from '../../search/rules/card-hit.ts';
import { CarCardView } from '../../search/components/CarCardView.tsx';
import { liveCardHit } from '../../stock/rules/live-card-view.ts';
import { $liveStock, watchLiveStock } from '../../stock/client/live-stock.ts';

/** spec: placeholders shown while the similar cars load. */
export const SIMILAR_PLACEHOLDERS = 6;
const PLACEHOLDER_SLOTS = Array.from({ length: SIMILAR_PLACEHOLDERS }, (_, slot) => `slot-${slot}`);

/**
 * Similar cars carousel. The server renders 6 placeholders only (cheap builds); the cards render once
 * the island hydrates, which the page schedules when it comes within 500 px (client:visible rootMargin),
 * with the live stock laid over the built cars.
 */
export default function SimilarCarsCarousel(props: { hits: CardHit[]; settings: CardSettings }) {
  const [loaded, setLoaded] = useState(false);
  // Clicks on the hearts go to the page's delegated favourite handler (SimilarCars.astro); this shows their state.
  const favourites = useStore($favourites);
  const saved = useMemo(() => new Set(favourites.map((car) => car.id)), [favourites]);
  const live = useStore($liveStock);
  useEffect(() => {
    setLoaded(true);
    watchLiveStock();
  }, []);
  const cards = useMemo(
    () => props.hits.map((hit) => cardDataOf(liveCardHit(hit, live[hit.objectID]), props.settings)),
    [props.hits, props.settings, live],
  );
  return (
    <ul className="similar__track" aria-busy={!loaded}>
      {loaded
        ? cards.map((card) => (
            <li key={card.id}>
              <CarCardView card={card} saved={saved.has(card.favourite?.id ?? '')} eager={false} />
            </li>
          ))
        : PLACEHOLDER_SLOTS.map((slot) => <li key={slot} className="similar__placeholder" aria-hidden="true" />)}
    </ul>
  );
}
