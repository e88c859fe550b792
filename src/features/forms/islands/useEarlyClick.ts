import { useEffectEvent, useLayoutEffect, useState, type RefObject } from 'react';
import { PENDING_CLICK } from '../client/early-submit.ts';

/**
 * decision 14 for an island's button (rendered with `data-early-click`): a press before the island woke, held by
 * holdEarlyClicks, is carried out as soon as it wakes. Answers whether the island is awake, for the button's
 * `data-ready` (from then on its presses go to React).
 */
export function useEarlyClick(button: RefObject<HTMLButtonElement | null>, press: () => void): boolean {
  const [ready, setReady] = useState(false);
  const replay = useEffectEvent(press);
  useLayoutEffect(() => {
    const early = button.current?.dataset[PENDING_CLICK] === 'true';
    if (button.current) delete button.current.dataset[PENDING_CLICK];
    setReady(true);
    if (early) replay();
  }, [button]);
  return ready;
}
