import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import './forms.css';
import { $watchlistToast } from '../../../stores/watchlist.ts';

/** spec/site §9: toasts stay until replaced or closed (removal delay 1,000,000 ms). */
const TOAST_REMOVE_MS = 1_000_000;

/** The one watchlist toast: 'Car Saved In Watchlist' / 'Car Removed' with View List. */
export function WatchlistToast({ listPath = '/watchlist' }: { listPath?: string }) {
  const toast = useStore($watchlistToast);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => $watchlistToast.set(null), TOAST_REMOVE_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!toast) return null;
  // On the page's body: a button inside a sticky or scrolling box (the car page's side column) would otherwise put
  // the toast in that box's stacking context, under the photos.
  return createPortal(
    <div className="toast" role="status">
      <div>
        <p className="toast__title">{toast.title}</p>
        <p>{toast.description}</p>
      </div>
      <a href={listPath}>View List</a>
      <button
        type="button"
        className="button button--ghost button--light"
        onClick={() => $watchlistToast.set(null)}
        aria-label="Close"
      >
        ×
      </button>
    </div>,
    document.body,
  );
}
