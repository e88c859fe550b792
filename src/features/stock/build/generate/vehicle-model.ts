/**
 * The 3D model the vehicle drawings are rendered from: a vehicle is a few extruded parts (a side
 * profile pushed across part of the width) and its wheels. Coordinates are in vehicle lengths:
 * x from the rear (-0.5) to the front (0.5), y up from the ground, z across the width (-0.5 to 0.5
 * of the vehicle's width, which is VehicleShape.widthRatio of its length).
 */

export type Pt = readonly [number, number];

/** Surface finishes; the drawing turns each into a colour (paint follows the vehicle's colour). */
export type Fill = 'paint' | 'glass' | 'dark' | 'trim' | 'chrome' | 'head' | 'tail' | 'canvas' | 'white' | 'plate';

/** A polygon drawn on the side of a part facing the camera (windows, lights, stripes). */
export interface SideDetail {
  points: readonly Pt[];
  fill: Fill;
}

/** A patch on the strip along one profile edge: t is the share along the edge, z across (headlights, grille, tub). */
export interface EdgeDetail {
  edge: number;
  t: readonly [number, number];
  z: readonly [number, number];
  fill: Fill;
}

/** One extruded part. Edge i joins profile[i] and profile[i + 1] (the last joins back to the first). */
export interface Part {
  profile: readonly Pt[];
  z: readonly [number, number];
  fill: Fill;
  /** Parts draw in layer order (body 0, cabin 1), then far to near. */
  layer: number;
  glassEdges?: readonly number[];
  side?: readonly SideDetail[];
  edges?: readonly EdgeDetail[];
}

export interface Wheel {
  x: number;
  r: number;
  /** Centre across the width; 0 for a motorcycle. */
  z: number;
  /** Tyre width, in vehicle widths. */
  width: number;
  rim: 'alloy' | 'steel' | 'spoked';
}

export interface VehicleShape {
  parts: readonly Part[];
  wheels: readonly Wheel[];
  /** Width as a share of length (about 0.38 for a car, 0.3 for a motorcycle's handlebars). */
  widthRatio: number;
}

/** Both wheels of each axle of a car-like vehicle, tyres inset a little from the body sides. */
export function axles(r: number, xs: readonly number[], rim: Wheel['rim'], width = 0.12): Wheel[] {
  return xs.flatMap((x) => [-1, 1].map((side) => ({ x, r, z: side * (0.5 - width / 2 - 0.015), width, rim })));
}

/** Points of a wheel arch over a wheel at x of radius r, front to rear, above the sill height. */
export function arch(x: number, r: number, sill: number): Pt[] {
  const R = r * 1.13;
  const points: Pt[] = [];
  for (let i = 0; i <= 10; i++) {
    const angle = (i / 10) * Math.PI;
    const y = r + R * Math.sin(angle);
    if (y >= sill) points.push([x + R * Math.cos(angle), y]);
  }
  return points;
}

/** The part of a convex polygon between two x values (Sutherland-Hodgman against two vertical lines). */
export function clipX(points: readonly Pt[], min: number, max: number): Pt[] {
  const clip = (poly: readonly Pt[], inside: (p: Pt) => boolean, edgeX: number): Pt[] => {
    const out: Pt[] = [];
    poly.forEach((p, i) => {
      const q = poly[(i + 1) % poly.length] as Pt;
      const cross = (): Pt => [edgeX, p[1] + ((edgeX - p[0]) / (q[0] - p[0])) * (q[1] - p[1])];
      if (inside(p)) out.push(p);
      if (inside(p) !== inside(q)) out.push(cross());
    });
    return out;
  };
  return clip(
    clip(points, (p) => p[0] >= min, min),
    (p) => p[0] <= max,
    max,
  );
}

/** Converts millimetres measured from the rear and the ground into vehicle units for a vehicle of this length. */
export function millimetres(length: number): (x: number, y: number) => Pt {
  return (x, y) => [x / length - 0.5, y / length];
}
