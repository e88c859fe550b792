import type { ModelColour } from '../../../config/models-schema.ts';

/** spec: colour sort by oem_id (each body family ranks its own shapes). */
export const OEM_ORDER: Readonly<Record<ModelColour['oem_id'], number>> = {
  wagon: 1,
  sedan: 2,
  hatch: 3,
  dual_cab: 1,
  extra_cab: 2,
  single_cab: 3,
  '2_door': 1,
  '4_door': 2,
};

/** spec: a second tab set by body group appears with at least 3 distinct oem groups and more than 15 colours. */
export const GROUP_TABS_MIN_GROUPS = 3;
export const GROUP_TABS_MIN_COLOURS = 16;

export const OEM_LABELS: Readonly<Record<ModelColour['oem_id'], string>> = {
  wagon: 'Wagon',
  sedan: 'Sedan',
  hatch: 'Hatch',
  dual_cab: 'Double Cab',
  extra_cab: 'Extra Cab',
  single_cab: 'Single Cab',
  '2_door': '2 Door',
  '4_door': '4 Door',
};

/** Colours sorted by their oem group rank, keeping the file order inside a group. */
export function sortColours(colours: readonly ModelColour[]): ModelColour[] {
  return colours
    .map((c, i) => ({ c, i }))
    .sort((a, b) => OEM_ORDER[a.c.oem_id] - OEM_ORDER[b.c.oem_id] || a.i - b.i)
    .map(({ c }) => c);
}

/** Variant names in first-seen order (the picker's variant tabs), within a group when one is chosen. */
export function variantNames(colours: readonly ModelColour[], group?: ModelColour['oem_id']): string[] {
  return [
    ...new Set(colours.filter((c) => group === undefined || c.oem_id === group).map((c) => c.model_variant_name)),
  ];
}

/** The oem groups to offer as tabs, or [] when the spec's thresholds are not met. */
export function groupTabs(colours: readonly ModelColour[]): ModelColour['oem_id'][] {
  const groups = [...new Set(sortColours(colours).map((c) => c.oem_id))];
  return groups.length >= GROUP_TABS_MIN_GROUPS && colours.length >= GROUP_TABS_MIN_COLOURS ? groups : [];
}

export interface PickerState {
  variant: string;
  group: ModelColour['oem_id'] | undefined;
  index: number;
}

/** Colours visible for a variant and optional group, in display order. */
export function visibleColours(
  colours: readonly ModelColour[],
  state: Pick<PickerState, 'variant' | 'group'>,
): ModelColour[] {
  return sortColours(colours).filter(
    (c) => c.model_variant_name === state.variant && (state.group === undefined || c.oem_id === state.group),
  );
}

/** spec: choosing a variant resets the selected colour to the first. */
export function chooseVariant(state: PickerState, variant: string): PickerState {
  return { ...state, variant, index: 0 };
}

/** Choosing a group shows its first variant, so the picker never lands on an empty set. */
export function chooseGroup(colours: readonly ModelColour[], group: ModelColour['oem_id'] | undefined): PickerState {
  return { group, variant: variantNames(colours, group)[0] ?? '', index: 0 };
}

/** The picker's opening state: the first group (when group tabs show) and its first variant. */
export function initialPickerState(colours: readonly ModelColour[]): PickerState {
  return chooseGroup(colours, groupTabs(colours)[0]);
}

/** spec: arrows wrap at both ends. */
export function step(state: PickerState, delta: 1 | -1, count: number): PickerState {
  if (count === 0) return state;
  return { ...state, index: (state.index + delta + count) % count };
}
