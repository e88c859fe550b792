import type { BodyShape } from './media-names.ts';
import { CAMERA_ELEVATION as ELEVATION, project } from './spin-geometry.ts';
import type { Fill, Part, Pt, VehicleShape, Wheel } from './vehicle-model.ts';
import { VEHICLE_SHAPES } from './vehicle-shapes.ts';

/** Drawing canvas: 4:3, in SVG user units. */
export const CANVAS = { width: 1024, height: 768 } as const;

type XY = [number, number];

/** A hex colour scaled by factor, as rgb(). */
function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * factor)));
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`;
}

export function hull(points: XY[]): XY[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: XY, a: XY, b: XY) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: XY[]) => {
    const out: XY[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2] as XY, out[out.length - 1] as XY, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

const toPath = (points: readonly XY[]): string =>
  `M${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join('L')}Z`;
const poly = (points: readonly XY[], fill: string): string => `<path d="${toPath(points)}" fill="${fill}"/>`;

const FIXED: Record<Exclude<Fill, 'paint'>, string> = {
  glass: '#27313c',
  dark: '#1b1e23',
  trim: '#2b2f36',
  chrome: '#c9ced6',
  head: '#aebfd0',
  tail: '#a3131c',
  canvas: '#7b7a62',
  white: '#f1f2f0',
  plate: '#eef0e8',
};

/** Direction of the light in view space (x right, y up, d away from the camera): above, left, in front. */
const LIGHT = { x: -0.45, y: 0.8, d: -0.4 };

/** Renders one vehicle shape at a yaw. Exposed parts are strips along each profile edge plus the two side faces. */
class Renderer {
  private readonly cos: number;
  private readonly sin: number;
  /** z of the side nearer the camera (-0.5 or 0.5 scaled by a part's z range). */
  private readonly nearSign: number;
  private readonly shape: VehicleShape;
  private readonly paint: string;
  private readonly yaw: number;
  /** Id of this drawing's paint gradient (unique when several vehicles share one SVG). */
  readonly paintId: string;

  constructor(shape: VehicleShape, paint: string, yaw: number, paintId: string) {
    this.paintId = paintId;
    this.shape = shape;
    this.paint = paint;
    this.yaw = yaw;
    this.cos = Math.cos(yaw);
    this.sin = Math.sin(yaw);
    this.nearSign = this.cos >= 0 ? -1 : 1;
  }

  at(x: number, y: number, z: number): XY {
    const p = project({ x, y, z }, this.yaw, this.shape.widthRatio);
    return [(p.x / 100) * CANVAS.width, (p.y / 100) * CANVAS.height];
  }

  /** Distance from the camera of a vehicle point (larger is further), counting the camera's height. */
  depth(x: number, y: number, z: number): number {
    return x * this.sin + z * this.shape.widthRatio * this.cos - y * ELEVATION;
  }

  /** Light on a surface of world normal (nx, ny, nz): 0.55 in shadow up to about 1.15 facing the light. */
  light(nx: number, ny: number, nz: number): number {
    const vx = nx * this.cos - nz * this.sin;
    const vd = nx * this.sin + nz * this.cos;
    return 0.62 + 0.5 * Math.max(0, vx * LIGHT.x + ny * LIGHT.y + vd * LIGHT.d);
  }

  /** Light on the paint of the side facing the camera, which the paint gradient is baked with. */
  sidePaintLight(): number {
    return Math.min(1, 0.35 + 0.65 * this.light(0, 0, this.nearSign));
  }

  colour(fill: Fill, factor = 1): string {
    return fill === 'paint' ? shade(this.paint, factor) : shade(FIXED[fill], Math.min(1, factor + 0.1));
  }

  part(part: Part): string {
    const [z0, z1] = part.z;
    const nearZ = this.nearSign < 0 ? z0 : z1;
    const farZ = this.nearSign < 0 ? z1 : z0;
    const profile = part.profile;
    const n = profile.length;
    const area = profile.reduce((sum, [x, y], i) => {
      const [x2, y2] = profile[(i + 1) % n] as Pt;
      return sum + x * y2 - x2 * y;
    }, 0);
    const winding = area > 0 ? 1 : -1;
    const strips: { depth: number; svg: string }[] = [];
    for (let i = 0; i < n; i++) {
      const a = profile[i] as Pt;
      const b = profile[(i + 1) % n] as Pt;
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
      if (len === 0) continue;
      const nx = (winding * (b[1] - a[1])) / len;
      const ny = (-winding * (b[0] - a[0])) / len;
      const facing = -(nx * this.sin) + ny * ELEVATION;
      if (facing <= 0) continue;
      const quad = (t0: number, t1: number, za: number, zb: number): XY[] => {
        const pa: Pt = [a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0];
        const pb: Pt = [a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1];
        return [
          this.at(pa[0], pa[1], za),
          this.at(pb[0], pb[1], za),
          this.at(pb[0], pb[1], zb),
          this.at(pa[0], pa[1], zb),
        ];
      };
      const lit = this.light(nx, ny, 0);
      let svg = poly(quad(0, 1, z0, z1), this.colour(part.fill, lit));
      if (part.glassEdges?.includes(i)) svg += poly(quad(0.04, 0.96, z0 + 0.05, z1 - 0.05), this.colour('glass', lit));
      for (const detail of part.edges ?? []) {
        if (detail.edge === i)
          svg += poly(quad(detail.t[0], detail.t[1], detail.z[0], detail.z[1]), this.colour(detail.fill, lit));
      }
      strips.push({ depth: this.depth((a[0] + b[0]) / 2, (a[1] + b[1]) / 2, 0), svg });
    }
    strips.sort((s, t) => t.depth - s.depth);
    const face = (z: number) => profile.map(([x, y]) => this.at(x, y, z));
    const sideLight = this.light(0, 0, this.nearSign);
    const near =
      part.fill === 'paint'
        ? `<path d="${toPath(face(nearZ))}" fill="url(#${this.paintId})" stroke="${shade(this.paint, 0.6)}"/>`
        : poly(face(nearZ), this.colour(part.fill, sideLight));
    const details = (part.side ?? []).map((d) =>
      poly(
        d.points.map(([x, y]) => this.at(x, y, nearZ)),
        this.colour(d.fill, sideLight),
      ),
    );
    return poly(face(farZ), this.colour(part.fill, 0.6)) + strips.map((s) => s.svg).join('') + near + details.join('');
  }

  wheel(wheel: Wheel): string {
    const circle = (r: number, z: number, steps = 20): XY[] =>
      Array.from({ length: steps }, (_, i) => {
        const angle = (i / steps) * Math.PI * 2;
        return this.at(wheel.x + r * Math.cos(angle), wheel.r + r * Math.sin(angle), z);
      });
    const half = wheel.width / 2;
    const outerSign = wheel.z === 0 ? this.nearSign : Math.sign(wheel.z);
    const outerZ = wheel.z + outerSign * half;
    const visibleZ = outerSign === this.nearSign ? outerZ : wheel.z - outerSign * half;
    const tyre = poly(hull([...circle(wheel.r, wheel.z - half), ...circle(wheel.r, wheel.z + half)]), '#16181b');
    const face = poly(circle(wheel.r * 0.97, visibleZ), '#23262b');
    if (outerSign !== this.nearSign) return tyre + face;
    const rimR = wheel.rim === 'spoked' ? 0.8 : 0.64;
    const rimColour = wheel.rim === 'steel' ? '#5d636b' : '#b7bec7';
    let svg = tyre + face + poly(circle(wheel.r * rimR, visibleZ), rimColour);
    if (wheel.rim === 'spoked') {
      svg += poly(circle(wheel.r * 0.7, visibleZ), '#2a2d33');
      svg += Array.from({ length: 12 }, (_, i) => {
        const angle = (i / 12) * Math.PI * 2;
        const [hx, hy] = this.at(wheel.x, wheel.r, visibleZ);
        const [ex, ey] = this.at(
          wheel.x + wheel.r * 0.7 * Math.cos(angle),
          wheel.r + wheel.r * 0.7 * Math.sin(angle),
          visibleZ,
        );
        return `<path d="M${hx.toFixed(1)},${hy.toFixed(1)}L${ex.toFixed(1)},${ey.toFixed(1)}" stroke="#aab1ba" stroke-width="2"/>`;
      }).join('');
    } else {
      for (let i = 0; i < 5; i++) {
        const angle = (i / 5) * Math.PI * 2 + 0.6;
        const cx = wheel.x + wheel.r * 0.4 * Math.cos(angle);
        const cy = wheel.r + wheel.r * 0.4 * Math.sin(angle);
        svg += poly(
          Array.from({ length: 8 }, (_, k) => {
            const a = (k / 8) * Math.PI * 2;
            return this.at(cx + wheel.r * 0.15 * Math.cos(a), cy + wheel.r * 0.15 * Math.sin(a), visibleZ);
          }),
          '#2d3138',
        );
      }
    }
    return svg + poly(circle(wheel.r * 0.14, visibleZ, 8), '#6b727c');
  }

  draw(): string {
    const { parts, wheels } = this.shape;
    // Seen nearly end-on, the bumper hides the top of every wheel: all wheels go behind the body.
    const endOn = Math.abs(this.cos) < 0.2;
    const isNear = (w: Wheel) => !endOn && w.z !== 0 && Math.sign(w.z) === this.nearSign;
    const centre = (part: Part) => {
      const xs = part.profile.map((q) => q[0]);
      const ys = part.profile.map((q) => q[1]);
      return this.depth(
        (Math.min(...xs) + Math.max(...xs)) / 2,
        (Math.min(...ys) + Math.max(...ys)) / 2,
        (part.z[0] + part.z[1]) / 2,
      );
    };
    const ordered = [...parts].sort((a, b) => a.layer - b.layer || centre(b) - centre(a));
    const byDepth = (a: Wheel, b: Wheel) => this.depth(b.x, b.r, b.z) - this.depth(a.x, a.r, a.z);
    return [
      ...wheels
        .filter((w) => !isNear(w))
        .sort(byDepth)
        .map((w) => this.wheel(w)),
      ...ordered.map((p) => this.part(p)),
      ...wheels
        .filter(isNear)
        .sort(byDepth)
        .map((w) => this.wheel(w)),
    ].join('\n');
  }
}

/**
 * A vehicle of a shape and paint with its ground shadow, as an SVG group for a 1024 by 768 canvas,
 * turned by `yaw` radians (0 shows the left side, front to the right; a small negative yaw brings
 * the front toward the camera) and lit from above left. `id` keeps its gradients apart from other
 * vehicles drawn in the same SVG.
 */
export function vehicleArt(shapeName: BodyShape, paint: string, yaw: number, id = 'v'): string {
  const shape = VEHICLE_SHAPES[shapeName];
  const { width: W, height: H } = CANVAS;
  const renderer = new Renderer(shape, paint, yaw, `${id}-paint`);
  const [cx, cy] = renderer.at(0, 0, 0);
  const across = Math.abs(Math.cos(yaw)) * 0.78 + Math.abs(Math.sin(yaw)) * shape.widthRatio * 0.78;
  const shadowW = (across + 0.08) * W;
  const shadowH =
    (Math.abs(Math.sin(yaw)) * 0.6 + Math.abs(Math.cos(yaw)) * shape.widthRatio * 0.6) * ELEVATION * W + 0.02 * H;
  const lit = renderer.sidePaintLight();
  const stops = [
    [0, 1.16],
    [0.42, 1.04],
    [0.5, 0.84],
    [1, 0.7],
  ]
    .map(([offset = 0, factor = 1]) => `<stop offset="${offset}" stop-color="${shade(paint, factor * lit)}"/>`)
    .join('');
  // Stacked flat ellipses rasterise several times faster than one radial gradient.
  const shadow = [
    [1, 0.05],
    [0.8, 0.08],
    [0.6, 0.12],
  ]
    .map(
      ([size = 1, opacity = 0]) =>
        `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${((shadowW / 2) * size).toFixed(1)}" ry="${(shadowH * size).toFixed(1)}" ` +
        `fill="#000" fill-opacity="${opacity}"/>`,
    )
    .join('');
  return `<g><defs><linearGradient id="${id}-paint" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient></defs>
${shadow}
${renderer.draw()}
</g>`;
}

/** SVG of one vehicle (see vehicleArt) on a studio backdrop (flat tones: a gradient costs more to rasterise). */
export function vehicleSvg(shapeName: BodyShape, paint: string, yaw: number): string {
  const { width: W, height: H } = CANVAS;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="#eef1f5"/><rect y="${0.4 * H}" width="${W}" height="${0.22 * H}" fill="#e6eaef"/>
<rect y="${0.62 * H}" width="${W}" height="${0.38 * H}" fill="#d3d9e1"/>
${vehicleArt(shapeName, paint, yaw)}
</svg>`;
}
