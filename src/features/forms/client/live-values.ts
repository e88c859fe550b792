import type { FormValues } from '../rules/field-def.ts';

/**
 * What the shopper entered in a prerendered form before its island woke (decision 14): the named
 * controls of `form` whose live value differs from `values`. Checkboxes answer booleans.
 */
export function liveValues(form: HTMLFormElement, values: FormValues): FormValues {
  const live: FormValues = {};
  for (const [name, current] of Object.entries(values)) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      if (control.checked !== current) live[name] = control.checked;
    } else if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
    ) {
      if (control.value !== current) live[name] = control.value;
    }
  }
  return live;
}
