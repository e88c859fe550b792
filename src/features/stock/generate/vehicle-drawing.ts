import type { BodyShape } from './media-names.ts';
import { project } from './spin-geometry.ts';
import { VEHICLE_SHAPES } from './vehicle-shapes.ts';

/** Drawing canvas: 4:3, in SVG user units. */
export const CANVAS = { width: 1024, height: 768 } as const;

type XY = [number, number];

function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * factor)));
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`;
}

function hull(points: XY[]): XY[] {
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

const toPath = (points: XY[]): string => `M${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join('L')}Z`;

/**
 * SVG of a vehicle of a shape and paint, turned by `yaw` radians (0 shows the left side, front
 * to the right), on a soft gradient with a ground shadow. The body is the side profile extruded
 * across the vehicle's width, so turning frames read as a rotating silhouette.
 */
export function vehicleSvg(shapeName: BodyShape, paint: string, yaw: number): string {
  const shape = VEHICLE_SHAPES[shapeName];
  const { width: W, height: H } = CANVAS;
  const at = (x: number, y: number, z: number): XY => {
    const p = project({ x, y, z }, yaw, shape.widthRatio);
    return [(p.x / 100) * W, (p.y / 100) * H];
  };
  // The side nearer the camera has depth < 0 at z = -0.5 when cos(yaw) > 0.
  const nearZ = Math.cos(yaw) >= 0 ? -0.5 : 0.5;
  const near = shape.body.map(([x, y]) => at(x, y, nearZ));
  const far = shape.body.map(([x, y]) => at(x, y, -nearZ));
  const wheel = (x: number, r: number, z: number, colour: string) => {
    const [cx, cy] = at(x, r, z);
    const rx = Math.max(Math.abs(Math.cos(yaw)) * r * 0.76 * W, 0.22 * r * W);
    const ry = r * 0.76 * W;
    return `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${colour}"/>` +
      `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(rx * 0.5).toFixed(1)}" ry="${(ry * 0.5).toFixed(1)}" fill="#9aa1ab"/>`;
  };
  const glass = shape.windows.map((w) => `<path d="${toPath(w.map(([x, y]) => at(x, y, nearZ)))}" fill="url(#glass)"/>`).join('');
  const farWheels = shape.wheels.map((w) => wheel(w.x, w.r, -nearZ * 0.9, '#15171a')).join('');
  const nearWheels = shape.wheels.map((w) => wheel(w.x, w.r, nearZ * 0.9, '#202328')).join('');
  const shadowW = (Math.abs(Math.cos(yaw)) * 0.78 + Math.abs(Math.sin(yaw)) * shape.widthRatio * 0.78 + 0.06) * W;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3f6fa"/><stop offset="0.7" stop-color="#dfe5ec"/><stop offset="1" stop-color="#c9d1db"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4a5868"/><stop offset="1" stop-color="#1e2731"/></linearGradient>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(paint, 1.15)}"/><stop offset="0.6" stop-color="${paint}"/><stop offset="1" stop-color="${shade(paint, 0.7)}"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<ellipse cx="${W / 2}" cy="${(0.755 * H).toFixed(1)}" rx="${(shadowW / 2).toFixed(1)}" ry="${(0.06 * H).toFixed(1)}" fill="url(#shadow)"/>
${farWheels}
<path d="${toPath(hull([...near, ...far]))}" fill="${shade(paint, 0.78)}"/>
<path d="${toPath(far)}" fill="${shade(paint, 0.85)}"/>
<path d="${toPath(near)}" fill="url(#paint)" stroke="${shade(paint, 0.6)}" stroke-width="2"/>
${glass}
${nearWheels}
</svg>`;
}
