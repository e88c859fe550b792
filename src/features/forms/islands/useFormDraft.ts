import { useEffect, useEffectEvent, useRef } from 'react';
import { writeDraft } from '../client/form-draft.ts';
import type { FormValues } from '../rules/field-def.ts';

/** Browsers throttle history.replaceState (Safari refuses past 100 calls in 30 s): one write per pause in typing. */
const WRITE_DELAY_MS = 400;

/**
 * Keeps `values` as the draft of `form` in this history entry (client/form-draft.ts) once `adopted` (the island has
 * read what was there, so the draft is never overwritten by the empty form), after each pause in typing and when the
 * page is left. `drop()` marks the form sent in its place and stops keeping it: the lead is sent.
 */
export function useFormDraft(form: string, values: FormValues, adopted: boolean): { drop(): void } {
  const dropped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useEffectEvent(() => {
    clearTimeout(timer.current);
    if (adopted && !dropped.current) writeDraft(form, values);
  });
  useEffect(() => {
    if (!adopted || dropped.current) return;
    timer.current = setTimeout(() => writeDraft(form, values), WRITE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [form, values, adopted]);
  useEffect(() => {
    const leave = () => flush();
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, []);
  return {
    drop: () => {
      dropped.current = true;
      clearTimeout(timer.current);
      writeDraft(form, undefined);
    },
  };
}
