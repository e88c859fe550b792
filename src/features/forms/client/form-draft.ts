import type { FormValues } from '../rules/field-def.ts';

/**
 * decision 14: what a shopper typed is still in the form after Back or a reload. Browsers restore a plain form
 * themselves (from the back/forward cache, or their own form restore), yet Chromium restored nothing on /book-test-drive
 * or /finance once the island had hydrated the form before its restore ran. So each form's values are kept in the
 * page's own history entry (`history.state`), where the browser keeps its own restore: never in storage (the site's
 * storeUserDetails decides that), gone with the tab, and replaced by a 'sent' mark once the lead is sent.
 */
const STATE_KEY = 'formDrafts';

/** Never kept: the one-time verification code and the honeypot. */
const NOT_KEPT: ReadonlySet<string> = new Set(['code', 'website']);

/** The values worth keeping: filled text and every checkbox, without the code and the honeypot. */
export function keptValues(values: FormValues): FormValues {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([name, value]) =>
        !NOT_KEPT.has(name) && (typeof value === 'boolean' || (typeof value === 'string' && value !== '')),
    ),
  );
}

/** The drafts in `state` (anything else, e.g. another script's state, reads as none). */
function draftsIn(state: unknown): Record<string, unknown> {
  const drafts =
    state !== null && typeof state === 'object' ? (state as Record<string, unknown>)[STATE_KEY] : undefined;
  return drafts !== null && typeof drafts === 'object' ? (drafts as Record<string, unknown>) : {};
}

/** What a sent form's entry holds instead of a draft: its page, when back, shows the form as new. */
const SENT = 'sent';

/** Whether `form` was sent from this history entry (and not typed into since). */
export function wasSent(form: string): boolean {
  return draftsIn(window.history.state)[form] === SENT;
}

/** The values of `form` kept in this history entry (none on a fresh visit: a new entry has no state). */
export function readDraft(form: string): FormValues {
  const draft = draftsIn(window.history.state)[form];
  if (draft === null || typeof draft !== 'object') return {};
  return keptValues(
    Object.fromEntries(
      Object.entries(draft).filter(([, value]) => typeof value === 'string' || typeof value === 'boolean'),
    ) as FormValues,
  );
}

/** Keeps `values` as the draft of `form` in this history entry, or marks it sent (undefined). */
export function writeDraft(form: string, values: FormValues | undefined): void {
  const state = window.history.state as unknown;
  const drafts = { ...draftsIn(state), [form]: values === undefined ? SENT : keptValues(values) };
  const base = state !== null && typeof state === 'object' ? state : {};
  try {
    window.history.replaceState({ ...base, [STATE_KEY]: drafts }, '');
  } catch (error) {
    // Safari throws once a page calls replaceState too often: the draft is a convenience, the form goes on.
    console.warn('could not keep the form draft', error);
  }
}
