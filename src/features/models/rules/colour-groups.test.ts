import { describe, expect, it } from 'vitest';
import type { ModelColour } from '../../../config/models-schema.ts';
import {
  chooseGroup,
  chooseVariant,
  groupTabs,
  initialPickerState,
  sortColours,
  step,
  variantNames,
  visibleColours,
} from './colour-groups.ts';

const colour = (id: number, oem_id: ModelColour['oem_id'], variant = 'SR5'): ModelColour => ({
  id,
  name: `Colour ${id}`,
  oem_id,
  photo_url: `/c${id}.webp`,
  hexCode: '#ffffff',
  model_variant_name: variant,
});

describe('model colour picker', () => {
  describe('sort by oem_id: wagon 1, sedan 2, hatch 3; dual_cab 1, extra_cab 2, single_cab 3; 2_door 1, 4_door 2', () => {
    it('orders cab shapes dual, extra, single', () => {
      expect(
        sortColours([colour(1, 'single_cab'), colour(2, 'dual_cab'), colour(3, 'extra_cab')]).map((c) => c.oem_id),
      ).toEqual(['dual_cab', 'extra_cab', 'single_cab']);
    });
    it('orders body shapes wagon, sedan, hatch and keeps file order within a group', () => {
      expect(
        sortColours([colour(1, 'hatch'), colour(2, 'wagon'), colour(3, 'sedan'), colour(4, 'wagon')]).map((c) => c.id),
      ).toEqual([2, 4, 3, 1]);
    });
  });
  describe('group tabs appear with at least 3 groups and more than 15 colours', () => {
    const groups: ModelColour['oem_id'][] = ['dual_cab', 'extra_cab', 'single_cab'];
    it('16 colours over 3 groups → tabs', () => {
      expect(groupTabs(Array.from({ length: 16 }, (_, i) => colour(i, groups[i % 3]!)))).toEqual([
        'dual_cab',
        'extra_cab',
        'single_cab',
      ]);
    });
    it('15 colours → no tabs', () => {
      expect(groupTabs(Array.from({ length: 15 }, (_, i) => colour(i, groups[i % 3]!)))).toEqual([]);
    });
    it('2 groups → no tabs', () => {
      expect(groupTabs(Array.from({ length: 20 }, (_, i) => colour(i, i % 2 ? 'dual_cab' : 'single_cab')))).toEqual([]);
    });
  });
  describe('selection', () => {
    const colours = [colour(1, 'dual_cab', 'SR'), colour(2, 'extra_cab', 'SR'), colour(3, 'dual_cab', 'SR5')];
    it('a variant shows only its colours and resets the colour to the first', () => {
      const state = chooseVariant({ variant: 'SR', group: undefined, index: 1 }, 'SR5');
      expect(state.index).toBe(0);
      expect(visibleColours(colours, state).map((c) => c.id)).toEqual([3]);
    });
    it('a group filters colours, offers only its variants and resets the colour', () => {
      const state = chooseGroup(colours, 'extra_cab');
      expect(state).toEqual({ group: 'extra_cab', variant: 'SR', index: 0 });
      expect(visibleColours(colours, state).map((c) => c.id)).toEqual([2]);
      expect(variantNames(colours, 'dual_cab')).toEqual(['SR', 'SR5']);
    });
    it('opens on the first group and its first variant, never on an empty set', () => {
      const shapes = [
        ['single_cab', 'Workmate'],
        ['dual_cab', 'SR5'],
        ['extra_cab', 'SR'],
      ] as const;
      const cabs = Array.from({ length: 16 }, (_, i) => colour(i, shapes[i % 3]![0], shapes[i % 3]![1]));
      const state = initialPickerState(cabs);
      expect(state).toEqual({ group: 'dual_cab', variant: 'SR5', index: 0 });
      expect(visibleColours(cabs, state).length).toBeGreaterThan(0);
    });
    it('arrows wrap at both ends', () => {
      const start = { variant: 'SR', group: undefined, index: 0 };
      expect(step(start, -1, 3).index).toBe(2);
      expect(step({ ...start, index: 2 }, 1, 3).index).toBe(0);
    });
  });
});
