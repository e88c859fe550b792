import { ascForm, formSubmissionEvents } from '../rules/asc-events.ts';
import { ascPageOf, pushAsc } from './asc-push.ts';

/** A lead the server accepted: the ASC submission events of its form (browser only). */
export function ascFormSubmitted(form: string, category = ''): void {
  pushAsc(...formSubmissionEvents(ascForm(form, category), ascPageOf(document)));
}
