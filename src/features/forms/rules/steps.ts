import type { FormDefinition } from './field-def.ts';

/** What pressing the button of step `index` does (spec/site §4: parts order and the finance popup). */
export type StepAction =
  /** Move to the next step without calling the server (finance popup, step 1). */
  | { kind: 'advance' }
  /** POST the lead; `last` ends the form (go to /success). */
  | { kind: 'create'; last: boolean }
  /** PATCH the lead created earlier; `last` sends lead_status 'Complete' and form_completed true. */
  | { kind: 'patch'; last: boolean };

/** The action of step `index`; a step that should patch before any lead exists creates it instead. */
export function stepAction(definition: FormDefinition, index: number, leadId: string | undefined): StepAction {
  const step = definition.steps[index];
  if (!step) throw new RangeError(`No step ${index} in the ${definition.form} form`);
  const last = index === definition.steps.length - 1;
  if (step.submit === 'none') return last ? { kind: 'create', last } : { kind: 'advance' };
  if (step.submit === 'patch' && leadId !== undefined) return { kind: 'patch', last };
  return { kind: 'create', last };
}

/** Status fields of a PATCH step (spec/site §4: the last parts step is Complete with form_completed). */
export function stepStatus(last: boolean): { lead_status: 'In Progress' | 'Complete'; form_completed: boolean } {
  return last
    ? { lead_status: 'Complete', form_completed: true }
    : { lead_status: 'In Progress', form_completed: false };
}

/** Step labels for a progress list: 'Step 2 of 3: Vehicle Details'. */
export function stepLabel(definition: FormDefinition, index: number): string {
  return `Step ${index + 1} of ${definition.steps.length}: ${definition.steps[index]?.title ?? ''}`;
}
