import { describe, expect, it } from 'vitest';
import { wheelSlices, sliceChance } from './wheel.ts';
import { easeOut, labelPlacement, landingRotation, sliceAtPointer, slicePath, sliceText } from './wheel-geometry.ts';

const prizes = [
  { label: 'Free car wash', weight: 10 },
  { label: 'Free wheel alignment', weight: 5 },
];

describe('wheel slices', () => {
  it('are the prizes in order, then the no-prize slice', () => {
    expect(wheelSlices({ prizes, noPrize: { label: 'Better luck next time', weight: 25 } })).toEqual([
      { label: 'Free car wash', weight: 10, won: true },
      { label: 'Free wheel alignment', weight: 5, won: true },
      { label: 'Better luck next time', weight: 25, won: false },
    ]);
    expect(wheelSlices({ prizes, noPrize: undefined })).toHaveLength(2);
  });

  it("state each slice's chance as weight over total", () => {
    const slices = wheelSlices({ prizes, noPrize: { label: 'No prize', weight: 25 } });
    expect(slices.map((_, i) => sliceChance(slices, i))).toEqual(['25%', '12.5%', '62.5%']);
  });
});

describe('wheel geometry', () => {
  it('lands every slice under the pointer after whole turns', () => {
    for (const count of [1, 2, 3, 6, 7]) {
      for (let index = 0; index < count; index++) {
        expect(sliceAtPointer(landingRotation(index, count, 6), count)).toBe(index);
        expect(sliceAtPointer(landingRotation(index, count, 0), count)).toBe(index);
      }
    }
    expect(landingRotation(0, 4, 5)).toBe(5 * 360 + 315);
  });

  it('draws wedges from the centre, and one slice as the whole disc', () => {
    expect(slicePath(0, 4)).toBe('M 160 160 L 160 10 A 150 150 0 0 1 310 160 Z');
    expect(slicePath(0, 1)).toMatch(/^M 160 10 A .* Z$/);
  });

  it('writes labels from the rim inwards, turned on the left half so none reads upside down', () => {
    // Four slices: middles at 45, 135 (right half) and 225, 315 degrees (left half).
    expect([0, 1, 2, 3].map((i) => labelPlacement(i, 4))).toEqual([
      { rotation: -45, x: 296, anchor: 'end' },
      { rotation: 45, x: 296, anchor: 'end' },
      { rotation: 315, x: 24, anchor: 'start' },
      { rotation: 405, x: 24, anchor: 'start' },
    ]);
  });

  it('shortens long labels on the wheel only', () => {
    expect(sliceText('Free car wash')).toBe('Free car wash');
    expect(sliceText('Free 12 month roadside assistance')).toBe('Free 12 month…');
    expect(sliceText('Free tyre rotation')).toBe('Free tyre rota…');
  });

  it('eases out from 0 to 1', () => {
    expect([easeOut(0), easeOut(1), easeOut(2)]).toEqual([0, 1, 1]);
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
  });
});
