/**
 * The one projection shared by the spin drawings and the hotspot positions, so a hotspot stays
 * on the same part of the vehicle in every frame. Vehicle space: x along the length (front at
 * +0.5), y up from the ground (0 to about 0.45), z across (-0.5 to 0.5 of the vehicle width).
 */

export interface Point3 {
  x: number;
  y: number;
  z: number;
}

/** Frame 0 shows the left side with the front to the right; each frame turns by 360/frames degrees. */
export function frameYaw(frame: number, frames: number): number {
  return (frame / frames) * Math.PI * 2;
}

/** Yaw (radians) of each still angle: front three-quarter, side, rear three-quarter, other side. */
export const SPIN_YAW_BY_ANGLE: Record<number, number> = { 1: -Math.PI / 5, 2: 0, 3: Math.PI / 5, 4: Math.PI };

/** Screen drop (percent of the height) per vehicle length of depth: the camera looks down a little. */
const CAMERA_TILT = 16;
/** The same tilt as a slope in vehicle units: how far up a point one vehicle length further away appears. */
export const CAMERA_ELEVATION = CAMERA_TILT / (76 * 1.333);

/**
 * Screen position in percent of a 4:3 frame (x right, y down) of a vehicle point at a yaw; depth grows
 * away from the camera, and further points sit higher as the camera is above the vehicle.
 */
export function project(point: Point3, yaw: number, widthRatio: number): { x: number; y: number; depth: number } {
  const z = point.z * widthRatio;
  const sx = point.x * Math.cos(yaw) - z * Math.sin(yaw);
  const depth = point.x * Math.sin(yaw) + z * Math.cos(yaw);
  return { x: 50 + sx * 76, y: 74 - point.y * 76 * 1.333 - depth * CAMERA_TILT, depth };
}
