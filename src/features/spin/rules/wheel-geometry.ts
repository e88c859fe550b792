/** The wheel's drawing: a circle of `WHEEL.radius` around (`WHEEL.centre`, `WHEEL.centre`) in a square viewBox. */
export const WHEEL = { size: 320, centre: 160, radius: 150 } as const;

/** Degrees each of `count` equal slices spans. */
export const sliceAngle = (count: number): number => 360 / count;

/** Angle (degrees, clockwise from the pointer at 12 o'clock) of the middle of slice `index`. */
export const sliceCentre = (index: number, count: number): number => (index + 0.5) * sliceAngle(count);

const round = (n: number): number => Math.round(n * 100) / 100;

/** The point at `radius` from the centre, `degrees` clockwise from 12 o'clock. */
function point(degrees: number, radius: number): string {
  const radians = (degrees * Math.PI) / 180;
  return `${round(WHEEL.centre + radius * Math.sin(radians))} ${round(WHEEL.centre - radius * Math.cos(radians))}`;
}

/** SVG path of slice `index` of `count` (a pie wedge); one slice alone is the whole disc. */
export function slicePath(index: number, count: number): string {
  const { centre: c, radius: r } = WHEEL;
  if (count === 1) return `M ${c} ${c - r} A ${r} ${r} 0 1 1 ${c} ${c + r} A ${r} ${r} 0 1 1 ${c} ${c - r} Z`;
  const from = index * sliceAngle(count);
  const to = from + sliceAngle(count);
  const large = sliceAngle(count) > 180 ? 1 : 0;
  return `M ${c} ${c} L ${point(from, r)} A ${r} ${r} 0 ${large} 1 ${point(to, r)} Z`;
}

/**
 * Where slice `index`'s label goes: written along the slice's middle from the rim inwards, turned (SVG `rotate`,
 * degrees clockwise about the centre) so that it never reads upside down on the wheel's left half.
 */
export function labelPlacement(index: number, count: number): { rotation: number; x: number; anchor: 'start' | 'end' } {
  const middle = sliceCentre(index, count);
  const inset = 14;
  return middle > 180
    ? { rotation: round(middle + 90), x: WHEEL.centre - WHEEL.radius + inset, anchor: 'start' }
    : { rotation: round(middle - 90), x: WHEEL.centre + WHEEL.radius - inset, anchor: 'end' };
}

/**
 * The wheel's final rotation so slice `index` stops under the pointer: `turns` whole turns (the show) and then
 * back by the slice's middle angle. With 0 turns it is the resting position of an already drawn prize.
 */
export function landingRotation(index: number, count: number, turns: number): number {
  return turns * 360 + ((360 - sliceCentre(index, count)) % 360);
}

/** The slice under the pointer when the wheel rests at `rotation` degrees (the inverse of landingRotation). */
export function sliceAtPointer(rotation: number, count: number): number {
  const atPointer = (((360 - rotation) % 360) + 360) % 360;
  return Math.floor(atPointer / sliceAngle(count)) % count;
}

/** Ease-out cubic: fast start, slow stop, as a wheel slows down (progress 0..1 → 0..1). */
export const easeOut = (t: number): number => 1 - (1 - Math.min(Math.max(t, 0), 1)) ** 3;

/** A label as the slice shows it: labels longer than `max` characters end in '…' (the list beside shows them whole). */
export function sliceText(label: string, max = 15): string {
  return label.length <= max ? label : `${label.slice(0, max - 1).trimEnd()}…`;
}
