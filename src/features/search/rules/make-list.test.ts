import { describe, expect, it } from 'vitest';
import { MAKES_SHOWN_COLLAPSED, popularMakes, visibleMakes, visibleModels } from './make-list.ts';

describe('make list', () => {
  const makes = Array.from({ length: 25 }, (_, i) => `Make ${i}`);
  it('shows the first 7 with a toggle, all when expanded; popular = first 20; models up to 30', () => {
    expect(visibleMakes(makes, false).shown).toHaveLength(MAKES_SHOWN_COLLAPSED);
    expect(visibleMakes(makes, true).shown).toHaveLength(25);
    expect(visibleMakes(makes.slice(0, 7), false).hasToggle).toBe(false);
    expect(popularMakes(makes)).toHaveLength(20);
    expect(visibleModels(Array.from({ length: 40 }, (_, i) => i))).toHaveLength(30);
  });
});
