import {
  arch,
  axles,
  clipX,
  millimetres,
  type EdgeDetail,
  type Part,
  type Pt,
  type SideDetail,
  type VehicleShape,
} from './vehicle-model.ts';

/**
 * A car-like body from its real dimensions in millimetres (x measured from the rear bumper).
 * The greenhouse is the glass area above the beltline, narrower than the body below it.
 */
export interface CarDims {
  length: number;
  width: number;
  /** Rear and front axle positions from the rear. */
  axles: readonly [number, number];
  wheel: number;
  /** Height of the body's lower edge between the wheels, and of the bumpers' lower edge. */
  sill: number;
  /** Top of the nose at the front, bonnet height at the windscreen base, beltline, tail top at the rear. */
  nose: number;
  bonnet: number;
  belt: number;
  tail: number;
  roof: number;
  /** Windscreen base and top, back window top and base (x from the rear). */
  screen: readonly [number, number];
  back: readonly [number, number];
  /** x of the pillars between side windows. */
  pillars: readonly number[];
  /** A pick-up tub from the rear to this x (utes), drawn open on top. */
  tub?: number;
  /** A flat alloy tray on the chassis instead of the tub (cab chassis). */
  tray?: boolean;
  rim?: 'alloy' | 'steel';
  /** Greenhouse width as a share of the body's (tumblehome). */
  cabin?: number;
  /** Side glass only forward of this x (panel vans). */
  glassFrom?: number;
  /** Roof down (convertibles): a windscreen frame and an open cockpit from back[1] instead of a greenhouse. */
  open?: boolean;
}

/** Builds the parts and wheels of a car-like vehicle from its dimensions. */
export function carBody(d: CarDims): VehicleShape {
  const L = d.length;
  const p = millimetres(L);
  const r = d.wheel / 2 / L;
  const [rearAxle, frontAxle] = d.axles.map((x) => x / L - 0.5) as [number, number];
  const sill = d.sill / L;
  const bumper = d.sill + 80;
  const cowl = d.screen[0];
  // A cab chassis body ends at the back of the cab; its tray is a separate part.
  const rear = d.tray && d.tub !== undefined ? d.tub : 0;
  const top: Pt[] = [
    p(rear, bumper),
    p(rear, d.tail - 40),
    p(rear + 45, d.tail),
    p(Math.max(d.back[1], rear + 45), d.belt),
    p(cowl, d.bonnet),
    p(L - 90, d.nose),
    p(L, d.nose - 90),
    p(L, bumper),
  ];
  const rearArch = rear > 0 ? [] : arch(rearAxle, r, sill);
  const bottom: Pt[] = [p(L - 110, d.sill), ...arch(frontAxle, r, sill), ...rearArch, p(rear + 110, d.sill)];
  const tub: EdgeDetail[] =
    d.tub === undefined || d.tray ? [] : [{ edge: 2, t: [0.04, 0.97], z: [-0.43, 0.43], fill: 'dark' }];
  const cockpit: EdgeDetail[] = d.open ? [{ edge: 3, t: [0.02, 0.9], z: [-0.4, 0.4], fill: 'dark' }] : [];
  const body: Part = {
    profile: [...top, ...bottom],
    z: [-0.5, 0.5],
    fill: 'paint',
    layer: 0,
    edges: [
      { edge: 6, t: [0.05, 0.42], z: [-0.47, -0.2], fill: 'head' },
      { edge: 6, t: [0.05, 0.42], z: [0.2, 0.47], fill: 'head' },
      { edge: 6, t: [0.45, 0.85], z: [-0.24, 0.24], fill: 'dark' },
      { edge: 0, t: [0.55, 0.92], z: [-0.48, -0.3], fill: 'tail' },
      { edge: 0, t: [0.55, 0.92], z: [0.3, 0.48], fill: 'tail' },
      { edge: 0, t: [0.3, 0.55], z: [-0.11, 0.11], fill: 'plate' },
      ...tub,
      ...cockpit,
    ],
    side: [
      {
        points: [p(L - 330, d.nose - 40), p(L - 40, d.nose - 30), p(L - 15, d.nose - 110), p(L - 260, d.nose - 120)],
        fill: 'head',
      },
      { points: [p(0, d.tail - 60), p(70, d.tail - 25), p(120, d.tail - 150), p(0, d.tail - 170)], fill: 'tail' },
      {
        points: [
          p(d.axles[0] + d.wheel * 0.6, d.sill + 70),
          p(d.axles[1] - d.wheel * 0.6, d.sill + 70),
          p(d.axles[1] - d.wheel * 0.6, d.sill + 5),
          p(d.axles[0] + d.wheel * 0.6, d.sill + 5),
        ],
        fill: 'trim',
      },
    ],
  };
  const wheels = axles(r, [rearAxle, frontAxle], d.rim ?? 'alloy');
  const widthRatio = d.width / L;
  if (d.open) return { parts: [body, ...openCabin(d, p)], wheels, widthRatio };
  const trayParts = d.tray && d.tub !== undefined ? alloyTray(d, d.tub, p) : [];
  const cabinBack = d.tub ?? d.back[1];
  const greenhouse: Pt[] = [
    p(cabinBack, d.belt),
    p(d.back[0], d.roof - 10),
    p((d.back[0] + d.screen[1]) / 2, d.roof),
    p(d.screen[1], d.roof - 10),
    p(cowl, d.bonnet),
  ];
  const cabinHalf = (d.cabin ?? 0.84) / 2;
  const cabin: Part = {
    profile: greenhouse,
    z: [-cabinHalf, cabinHalf],
    fill: 'paint',
    layer: 1,
    glassEdges: d.tub === undefined ? [0, 3] : [3],
    edges: d.tub === undefined ? [] : [{ edge: 0, t: [0.25, 0.8], z: [-0.3, 0.3], fill: 'glass' }],
    side: sideWindows(d, p),
  };
  return { parts: [body, cabin, ...trayParts], wheels, widthRatio };
}

/** A cab chassis's flat alloy tray with its headboard, on dark chassis rails. */
function alloyTray(d: CarDims, cabBack: number, p: (x: number, y: number) => Pt): Part[] {
  const deck = d.belt - 40;
  return [
    {
      profile: [p(250, deck - 420), p(250, deck - 160), p(cabBack, deck - 160), p(cabBack, deck - 420)],
      z: [-0.2, 0.2],
      fill: 'dark',
      layer: 0,
    },
    {
      profile: [p(0, deck - 160), p(0, deck), p(cabBack - 30, deck), p(cabBack - 30, deck - 160)],
      z: [-0.5, 0.5],
      fill: 'chrome',
      layer: 0,
      edges: [
        { edge: 0, t: [0.1, 0.7], z: [-0.47, -0.32], fill: 'tail' },
        { edge: 0, t: [0.1, 0.7], z: [0.32, 0.47], fill: 'tail' },
      ],
    },
    {
      profile: [
        p(cabBack - 90, deck),
        p(cabBack - 90, d.roof - 80),
        p(cabBack - 40, d.roof - 80),
        p(cabBack - 40, deck),
      ],
      z: [-0.48, 0.48],
      fill: 'chrome',
      layer: 1,
    },
  ];
}

/** A roadster's windscreen frame and the hoops behind its seats. */
function openCabin(d: CarDims, p: (x: number, y: number) => Pt): Part[] {
  const [base, top] = d.screen;
  const hoop = d.back[1] + 120;
  const hoops = [
    [-0.36, -0.08],
    [0.08, 0.36],
  ].map(
    ([z0 = 0, z1 = 0]): Part => ({
      profile: [p(hoop - 130, d.belt), p(hoop - 90, d.belt + 250), p(hoop + 90, d.belt + 250), p(hoop + 130, d.belt)],
      z: [z0, z1],
      fill: 'dark',
      layer: 1,
    }),
  );
  const frame: Part = {
    profile: [p(base, d.bonnet), p(top, d.roof), p(top - 50, d.roof), p(base - 60, d.bonnet)],
    z: [-0.42, 0.42],
    fill: 'trim',
    layer: 1,
    glassEdges: [0],
  };
  return [...hoops, frame];
}

/** The side glass: the greenhouse inset by the pillars, split at each pillar. */
function sideWindows(d: CarDims, p: (x: number, y: number) => Pt): SideDetail[] {
  const low = d.belt + 25;
  const high = d.roof - 45;
  const along = (from: readonly [number, number], to: readonly [number, number], y: number) =>
    from[0] + ((y - from[1]) / (to[1] - from[1])) * (to[0] - from[0]);
  const rearBase: [number, number] = [d.tub ?? d.back[1], d.belt];
  const rearTop: [number, number] = [d.back[0], d.roof];
  const frontBase: [number, number] = [d.screen[0], d.bonnet];
  const frontTop: [number, number] = [d.screen[1], d.roof];
  const pillar = 70;
  const dlo: Pt[] = [
    [along(rearBase, rearTop, low) + pillar, low],
    [along(rearBase, rearTop, high) + pillar, high],
    [along(frontBase, frontTop, high) - pillar, high],
    [along(frontBase, frontTop, low) - pillar * 1.4, low],
  ];
  const cuts = [d.glassFrom ?? -Infinity, ...d.pillars, Infinity];
  return cuts.slice(1).map((cut, i) => ({
    points: clipX(dlo, (cuts[i] ?? 0) + 45, cut - 45).map(([x, y]) => p(x, y)),
    fill: 'glass' as const,
  }));
}
