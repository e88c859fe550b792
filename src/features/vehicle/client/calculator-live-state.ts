import type { CalculatorState } from '../../finance/rules/calculator-state.ts';
import type { Frequency } from '../../finance/rules/frequency.ts';

/** The calculator's numeric fields, each a range input `#fc-<field>` with a typed twin `#fc-<field>-text`. */
export type CalculatorField = 'amount' | 'termYears' | 'interestPercent' | 'tradeIn' | 'residual';
const FIELDS: readonly CalculatorField[] = ['amount', 'termYears', 'interestPercent', 'tradeIn', 'residual'];

/** What the shopper did to a prerendered calculator before its island woke (decision 14). */
export interface LiveCalculatorInput {
  /** Slider positions that differ from the rendered state. */
  readonly sliders: Partial<Record<CalculatorField, number>>;
  /** Typed texts that differ from the rendered texts (committed by the island as if on blur). */
  readonly texts: Partial<Record<CalculatorField, string>>;
  readonly frequency: Frequency | undefined;
  /** Id of the calculator control that has focus, to keep it focused. */
  readonly focusedId: string | undefined;
}

/** Reads the live controls under `root` against `state` and the texts the server rendered. */
export function liveCalculatorInput(
  root: HTMLElement,
  state: CalculatorState,
  renderedText: (field: CalculatorField) => string,
): LiveCalculatorInput {
  const sliders: Partial<Record<CalculatorField, number>> = {};
  const texts: Partial<Record<CalculatorField, string>> = {};
  for (const field of FIELDS) {
    const range = root.querySelector<HTMLInputElement>(`#fc-${field}`);
    if (range && range.value !== untouchedValue(range)) sliders[field] = Number(range.value);
    const text = root.querySelector<HTMLInputElement>(`#fc-${field}-text`);
    if (text && text.value !== renderedText(field)) texts[field] = text.value;
  }
  const checked = root.querySelector<HTMLInputElement>('input[name="fc-frequency"]:checked')?.value as
    | Frequency
    | undefined;
  const active = document.activeElement;
  return {
    sliders,
    texts,
    frequency: checked !== state.frequency ? checked : undefined,
    focusedId: active && root.contains(active) ? active.id : undefined,
  };
}

/**
 * Where the browser puts a range nobody moved: its rendered value snapped to min, max and step (a car's
 * price or a lender's 7.98% sits between steps), so only a real move reads as one.
 */
function untouchedValue(range: HTMLInputElement): string {
  const probe = document.createElement('input');
  probe.type = 'range';
  for (const name of ['min', 'max', 'step']) probe.setAttribute(name, range.getAttribute(name) ?? '');
  probe.value = range.getAttribute('value') ?? '';
  return probe.value;
}

/** True when the shopper changed anything. */
export function touched(input: LiveCalculatorInput): boolean {
  return Object.keys(input.sliders).length > 0 || Object.keys(input.texts).length > 0 || input.frequency !== undefined;
}
