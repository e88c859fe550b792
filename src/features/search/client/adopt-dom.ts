/**
 * decision 14: when the island replaces the prerendered controls it adopts what the shopper did to
 * them: values typed or moved but not yet searched, and which control had focus (with the caret).
 */

/** A key naming the same control in the static HTML and in the island (ids, field names, facet values, labels). */
export function focusKeyOf(element: Element): string {
  if (element.id !== '') return `#${element.id}`;
  const name = element.getAttribute('name');
  if (name !== null) return `${element.tagName}[name=${name}]`;
  const facet = element.closest('[data-facet]')?.getAttribute('data-facet') ?? '';
  const label =
    element.getAttribute('data-value') ?? element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
  return `${element.tagName}|${facet}|${label}`;
}

function findByKey(container: ParentNode, key: string): HTMLElement | null {
  if (key.startsWith('#')) return container.querySelector<HTMLElement>(`[id="${CSS.escape(key.slice(1))}"]`);
  const tag = key.split(/[[|]/, 1)[0] ?? '';
  return [...container.querySelectorAll<HTMLElement>(tag)].find((element) => focusKeyOf(element) === key) ?? null;
}

/** Input types with a caret (setSelectionRange throws on the others). */
const CARET_TYPES = new Set(['text', 'search', 'tel', 'url', 'password']);

type Field = HTMLInputElement | HTMLSelectElement;

/** A field the shopper changed: its value differs from the one the HTML came with. */
function isDirty(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field.type === 'checkbox' || field.type === 'radio') return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** Whether the shopper has changed any field inside `container` (e.g. typed before any script ran). */
export function hasDirtyField(container: ParentNode): boolean {
  return [...container.querySelectorAll<Field>('input, select')].some(isDirty);
}

/** What the shopper did to the static controls, read just before they are removed. */
export interface LiveState {
  fields: { key: string; value: string; checked: boolean }[];
  focus: { key: string; selection: [number, number] | null } | null;
}

export function readLiveState(container: ParentNode): LiveState {
  const fields = [...container.querySelectorAll<Field>('input, select')].filter(isDirty).map((field) => ({
    key: focusKeyOf(field),
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
  }));
  const active = document.activeElement;
  const focus =
    active instanceof HTMLElement && active !== document.body && container.contains(active)
      ? {
          key: focusKeyOf(active),
          selection:
            active instanceof HTMLInputElement && active.selectionStart !== null
              ? ([active.selectionStart, active.selectionEnd ?? active.selectionStart] as [number, number])
              : null,
        }
      : null;
  return { fields, focus };
}

/**
 * Puts the live state into the island's controls. Values go through the native setter and an
 * input or change event, so the island's own handlers run as if the shopper had just acted there.
 */
export function adoptLiveState(container: ParentNode, state: LiveState): void {
  for (const { key, value, checked } of state.fields) {
    const field = findByKey(container, key);
    if (field instanceof HTMLSelectElement) {
      // A choice already applied to the URL (the sort) is the island's own state; its options may
      // carry other values (index names), so only a value the island's select offers is adopted.
      if (field.value === value || ![...field.options].some((option) => option.value === value)) continue;
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== checked) field.click();
    } else if (field instanceof HTMLInputElement && field.value !== value) {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  if (state.focus === null) return;
  const target = findByKey(container, state.focus.key);
  target?.focus();
  if (target instanceof HTMLInputElement && state.focus.selection !== null && CARET_TYPES.has(target.type))
    target.setSelectionRange(...state.focus.selection);
}
