import { useStore } from '@nanostores/react';
import { useEffect, useEffectEvent, useRef } from 'react';
import './forms.css';
import {
  $savedCarIds,
  $watchlistPending,
  loadWatchlist,
  rememberSaveForSignIn,
  resumeSave,
  toggleSaved,
  type ToggleOutcome,
} from '../../../stores/watchlist.ts';
import { track } from '../../analytics/client/data-layer.ts';
import { LEAD_EVENTS } from '../rules/lead-events.ts';
import { signInUrl } from '../rules/gates.ts';
import { useEarlyClick } from './useEarlyClick.ts';
import { WatchlistToast } from './WatchlistToast.tsx';

/**
 * spec: save or remove a car from the signed-in shopper's watchlist (optimistic, undone on failure).
 * Mount with client:visible; pass withToast={false} when the page mounts one WatchlistToast itself.
 */
export default function WatchlistButton({
  car,
  withToast = true,
}: {
  car: { id: number; status: string; name: string };
  withToast?: boolean;
}) {
  const saved = useStore($savedCarIds)?.includes(car.id) ?? false;
  const pending = useStore($watchlistPending).includes(car.id);
  const button = useRef<HTMLButtonElement>(null);
  const soldAndNotSaved = car.status === 'sold' && !saved;
  const settle = (outcome: ToggleOutcome, saving: boolean) => {
    if (outcome.kind === 'sign-in') {
      rememberSaveForSignIn(car.id);
      const here = `${window.location.pathname}${window.location.search}`;
      window.location.assign(signInUrl('watchlist', here, here));
    } else if (outcome.kind === 'failed') window.alert(outcome.error);
    else if (outcome.kind === 'done' && saving) track(LEAD_EVENTS.saveCar, { car_id: car.id });
  };
  // Back from the sign-in a Save press led to: that press saves the car now.
  const resume = useEffectEvent(() => void resumeSave(car).then((outcome) => outcome && settle(outcome, true)));
  useEffect(() => {
    void loadWatchlist();
    resume();
  }, []);
  // The press asks for what the button said when pressed ('Save' on the built page until it wakes), not a toggle.
  const onClick = async () => settle(await toggleSaved(car, !saved), !saved);
  const ready = useEarlyClick(button, () => void onClick());
  return (
    <>
      <button
        ref={button}
        type="button"
        data-early-click
        data-ready={ready ? 'true' : undefined}
        className="button button--ghost watch-button"
        aria-pressed={saved}
        aria-busy={pending}
        disabled={pending || soldAndNotSaved}
        onClick={() => void onClick()}
        aria-label={saved ? `Remove ${car.name} from watchlist` : `Save ${car.name} to watchlist`}
      >
        <span aria-hidden="true">{saved ? '♥' : '♡'}</span> {saved ? 'Saved' : 'Save'}
      </button>
      {withToast && <WatchlistToast />}
    </>
  );
}
