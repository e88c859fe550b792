/** spec/shopper §9: pixels of drag per spin frame. */
export const SPIN_DRAG_SENSITIVITY = 20;
/** spec/shopper §9: auto-rotate interval in milliseconds. */
export const SPIN_AUTO_ROTATE_MS = 100;

/** `frame` wrapped into 0 … count − 1 (count 0 gives 0). */
export function wrapFrame(frame: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.trunc(frame) % count) + count) % count;
}

/**
 * The frame shown after dragging `deltaX` pixels from `startFrame`: one frame per 20 px
 * (sensitivity), dragging left turns the car forward (next frame), dragging right turns it back.
 */
export function frameAfterDrag(
  startFrame: number,
  deltaX: number,
  count: number,
  sensitivity: number = SPIN_DRAG_SENSITIVITY,
): number {
  return wrapFrame(startFrame - Math.trunc(deltaX / sensitivity), count);
}

/** The frame after an arrow key: ArrowRight next, ArrowLeft previous; null for other keys. */
export function frameAfterKey(frame: number, key: string, count: number): number | null {
  if (key === 'ArrowRight') return wrapFrame(frame + 1, count);
  if (key === 'ArrowLeft') return wrapFrame(frame - 1, count);
  return null;
}

/** A hotspot's position per spin angle, in percent of the frame. */
export interface HotspotPositions {
  readonly positions: readonly { readonly frame: number; readonly x: number; readonly y: number }[];
}

/** Where a hotspot sits on `frame` (percent), or null when it is not visible at that angle. */
export function hotspotPosition(hotspot: HotspotPositions, frame: number): { x: number; y: number } | null {
  const position = hotspot.positions.find((candidate) => candidate.frame === frame);
  return position === undefined ? null : { x: position.x, y: position.y };
}
