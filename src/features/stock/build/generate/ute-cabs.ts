import type { BodyShape } from './media-names.ts';
import type { Random } from './prng.ts';

export type UteCab = 'single' | 'extra' | 'dual';

/** The drawing, Redbook-style body configuration, seats and doors of each cab. */
export const UTE_CABS: Readonly<
  Record<UteCab, { shape: BodyShape; configuration: string; seats: number; doors: number }>
> = {
  single: { shape: 'ute-single', configuration: 'Single Cab Chassis', seats: 2, doors: 2 },
  extra: { shape: 'ute-extra', configuration: 'Extra Cab Pick Up', seats: 4, doors: 4 },
  dual: { shape: 'ute', configuration: 'Double Cab Pick Up', seats: 5, doors: 4 },
};

/**
 * The cab of one ute: work grades (the cheapest badge) come as single, extra or dual cab, the next
 * grade as extra or dual cab, dearer grades as dual cabs only.
 */
export function pickCab(random: Random, badgeIndex: number): UteCab {
  if (badgeIndex === 0)
    return random.weighted([
      ['single', 3],
      ['extra', 2],
      ['dual', 5],
    ] as const);
  if (badgeIndex === 1) return random.chance(0.2) ? 'extra' : 'dual';
  return 'dual';
}
