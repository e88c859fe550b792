import { arch, axles, millimetres, type Part, type Pt, type VehicleShape } from './vehicle-model.ts';

/** Tail lights on the rear strip (edge 0, bottom to top) of a box body. */
const tailLights: Part['edges'] = [
  { edge: 0, t: [0.08, 0.2], z: [-0.46, -0.3], fill: 'tail' },
  { edge: 0, t: [0.08, 0.2], z: [0.3, 0.46], fill: 'tail' },
];

/** A drawbar (A-frame) from the body's front to the hitch. */
function drawbar(p: (x: number, y: number) => Pt, from: number, to: number, y: number): Part {
  return {
    profile: [p(from, y - 60), p(from, y + 60), p(to, y + 20), p(to, y - 40)],
    z: [-0.3, 0.3],
    fill: 'dark',
    layer: 0,
  };
}

/** A 21 ft tandem-axle touring caravan: white body, the paint colour as its stripes, checker plate at the front. */
export const CARAVAN: VehicleShape = (() => {
  const L = 8000;
  const p = millimetres(L);
  const [rear, front] = [3000, 3760];
  const r = 700 / 2 / L;
  const sill = 540 / L;
  const body: Part = {
    profile: [
      p(0, 560),
      p(0, 2820),
      p(90, 2950),
      p(6450, 2950),
      p(6600, 2780),
      p(6640, 700),
      p(6500, 560),
      ...arch(front / L - 0.5, r, sill),
      ...arch(rear / L - 0.5, r, sill),
    ],
    z: [-0.5, 0.5],
    fill: 'white',
    layer: 0,
    edges: [...(tailLights ?? []), { edge: 4, t: [0.15, 0.75], z: [-0.38, 0.38], fill: 'glass' }],
    side: [
      { points: [p(0, 1150), p(6630, 1150), p(6630, 1000), p(0, 1000)], fill: 'paint' },
      { points: [p(0, 2620), p(6550, 2620), p(6580, 2540), p(0, 2540)], fill: 'paint' },
      { points: [p(5800, 600), p(6640, 600), p(6640, 1000), p(5800, 1000)], fill: 'chrome' },
      { points: [p(700, 1750), p(2000, 1750), p(2000, 2350), p(700, 2350)], fill: 'glass' },
      { points: [p(4600, 1700), p(5900, 1700), p(5900, 2350), p(4600, 2350)], fill: 'glass' },
      { points: [p(2350, 700), p(2950, 700), p(2950, 2450), p(2350, 2450)], fill: 'trim' },
      { points: [p(2430, 1800), p(2870, 1800), p(2870, 2350), p(2430, 2350)], fill: 'glass' },
    ],
  };
  const gas: Part = {
    profile: [p(6750, 600), p(6750, 1150), p(7050, 1150), p(7050, 600)],
    z: [-0.14, 0.14],
    fill: 'white',
    layer: 1,
  };
  const jockey: Part = {
    profile: [p(7400, 0), p(7400, 560), p(7460, 560), p(7460, 0)],
    z: [-0.04, 0.04],
    fill: 'chrome',
    layer: 1,
  };
  return {
    parts: [body, drawbar(p, 6500, L, 560), gas, jockey],
    wheels: axles(r, [rear / L - 0.5, front / L - 0.5], 'alloy', 0.1),
    widthRatio: 2450 / L,
  };
})();

/** A hard-floor camper trailer: a steel box in the paint colour, canvas pack on top, toolbox and drawbar, off-road tyres. */
export const CAMPER_TRAILER: VehicleShape = (() => {
  const L = 4600;
  const p = millimetres(L);
  const axle = 1400;
  const r = 800 / 2 / L;
  const sill = 600 / L;
  const box: Part = {
    profile: [p(0, 620), p(0, 1320), p(2900, 1320), p(2900, 620), ...arch(axle / L - 0.5, r, sill)],
    z: [-0.5, 0.5],
    fill: 'paint',
    layer: 0,
    edges: tailLights,
    side: [{ points: [p(0, 620), p(2900, 620), p(2900, 760), p(0, 760)], fill: 'dark' }],
  };
  const pack: Part = {
    profile: [p(40, 1320), p(40, 1560), p(2860, 1560), p(2860, 1320)],
    z: [-0.47, 0.47],
    fill: 'canvas',
    layer: 1,
  };
  const lid: Part = {
    profile: [p(0, 1560), p(0, 1640), p(2900, 1640), p(2900, 1560)],
    z: [-0.5, 0.5],
    fill: 'dark',
    layer: 1,
  };
  const toolbox: Part = {
    profile: [p(3000, 700), p(3000, 1180), p(3700, 1180), p(3700, 700)],
    z: [-0.4, 0.4],
    fill: 'chrome',
    layer: 1,
  };
  return {
    parts: [box, drawbar(p, 2900, L, 640), pack, lid, toolbox],
    wheels: axles(r, [axle / L - 0.5], 'steel', 0.14),
    widthRatio: 1950 / L,
  };
})();

/** A cab-over light truck (Isuzu NPR) with a white pantech body, dual rear wheels and steel rims. */
export const LIGHT_TRUCK: VehicleShape = (() => {
  const L = 7200;
  const p = millimetres(L);
  const [rear, front] = [1900, 6050];
  const r = 860 / 2 / L;
  const cab: Part = {
    profile: [
      p(5550, 700),
      p(5550, 2480),
      p(5700, 2560),
      p(6900, 2560),
      p(7120, 2480),
      p(7200, 1500),
      p(7200, 560),
      ...arch(front / L - 0.5, r, 560 / L),
    ],
    z: [-0.5, 0.5],
    fill: 'paint',
    layer: 1,
    glassEdges: [4],
    edges: [
      { edge: 5, t: [0.05, 0.3], z: [-0.47, -0.28], fill: 'head' },
      { edge: 5, t: [0.05, 0.3], z: [0.28, 0.47], fill: 'head' },
      { edge: 5, t: [0.05, 0.55], z: [-0.24, 0.24], fill: 'dark' },
    ],
    side: [
      { points: [p(6150, 1650), p(6850, 1650), p(7050, 2380), p(6150, 2380)], fill: 'glass' },
      { points: [p(6900, 560), p(7200, 560), p(7200, 820), p(6900, 820)], fill: 'trim' },
    ],
  };
  const chassis: Part = {
    profile: [p(0, 700), p(0, 1000), p(5600, 1000), p(5600, 700)],
    z: [-0.36, 0.36],
    fill: 'dark',
    layer: 0,
  };
  const pantech: Part = {
    profile: [p(0, 1000), p(0, 3150), p(5450, 3150), p(5450, 1000)],
    z: [-0.5, 0.5],
    fill: 'white',
    layer: 1,
    edges: tailLights,
    side: [{ points: [p(0, 1000), p(5450, 1000), p(5450, 1150), p(0, 1150)], fill: 'paint' }],
  };
  return {
    parts: [chassis, pantech, cab],
    wheels: [...axles(r, [rear / L - 0.5], 'steel', 0.2), ...axles(r, [front / L - 0.5], 'steel', 0.1)],
    widthRatio: 2200 / L,
  };
})();
