import { describe, expect, it } from 'vitest';
import { HOLD_EARLY_SUBMITS, PENDING_SUBMIT } from './early-submit.ts';

/** A stand-in for the browser's form element: only what the hold reads and writes. */
class FakeForm {
  dataset: Record<string, string> = {};
  constructor(dataset: Record<string, string>) {
    Object.assign(this.dataset, dataset);
  }
}

/** Runs the inline script against a stand-in document and answers a submit dispatcher: true when it was held. */
function runHold(): (form: FakeForm) => boolean {
  let listener: ((event: { target: unknown; preventDefault: () => void }) => void) | undefined;
  let capture: unknown;
  const document = {
    addEventListener: (type: string, fn: typeof listener, useCapture: unknown) => {
      if (type === 'submit') [listener, capture] = [fn, useCapture];
    },
  };
  new Function('document', 'HTMLFormElement', HOLD_EARLY_SUBMITS)(document, FakeForm);
  expect(capture).toBe(true);
  return (form) => {
    let held = false;
    listener?.({ target: form, preventDefault: () => (held = true) });
    return held;
  };
}

describe('holding a submit before the island wakes (decision 14)', () => {
  it('holds a lead form and a calculator not yet hydrated and marks them for the island', () => {
    const submit = runHold();
    const lead = new FakeForm({ form: 'enquiry' });
    const calculator = new FakeForm({ calculator: 'delivery' });
    expect(submit(lead)).toBe(true);
    expect(lead.dataset[PENDING_SUBMIT]).toBe('true');
    expect(submit(calculator)).toBe(true);
    expect(calculator.dataset[PENDING_SUBMIT]).toBe('true');
  });

  it('leaves a hydrated island form and any other form (the search box) alone', () => {
    const submit = runHold();
    const ready = new FakeForm({ form: 'enquiry', ready: 'true' });
    const search = new FakeForm({});
    expect(submit(ready)).toBe(false);
    expect(submit(search)).toBe(false);
    expect(ready.dataset[PENDING_SUBMIT]).toBeUndefined();
    expect(search.dataset[PENDING_SUBMIT]).toBeUndefined();
  });

  it('is one line without runs of spaces, so the HTML compressor cannot change the text the CSP hash allows', () => {
    expect(HOLD_EARLY_SUBMITS).not.toMatch(/\n|\s{2}|<\//);
  });
});
