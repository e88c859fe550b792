import { carBody } from './car-bodies.ts';
import type { BodyShape } from './media-names.ts';
import { ADVENTURE_BIKE, DIRT_BIKE, ROAD_BIKE } from './motorcycle-shapes.ts';
import { CAMPER_TRAILER, CARAVAN, LIGHT_TRUCK } from './trailer-shapes.ts';
import type { VehicleShape } from './vehicle-model.ts';

/** Dual, extra and single cab utes share the front; the cab ends (and the tub or tray starts) at `tub`. */
const ute = (tub: number, pillars: readonly number[], tray = false): VehicleShape => carBody({
  length: 5325, width: 1855, axles: [1310, 4395], wheel: 780, sill: 330, nose: 1000, bonnet: 1200, belt: 1230, tail: 1230,
  roof: 1815, screen: [3500, 2850], back: [tub + 40, tub], pillars, tub, tray,
});

/**
 * Every drawn body, from real dimensions in millimetres (a Camry, Corolla, Outback, RAV4,
 *, LandCruiser 300, HiLux (dual, extra and single cab chassis), HiAce, Carnival, GR86, MX-5, Isuzu NPR, MT-07, Tenere 700, WR250F,
 * a 21 ft tandem caravan and a hard-floor camper trailer).
 */
export const VEHICLE_SHAPES: Record<BodyShape, VehicleShape> = {
  sedan: carBody({
    length: 4885, width: 1840, axles: [1085, 3910], wheel: 680, sill: 180, nose: 720, bonnet: 930, belt: 980, tail: 1010,
    roof: 1445, screen: [3000, 2250], back: [1450, 880], pillars: [2180],
  }),
  hatch: carBody({
    length: 4375, width: 1790, axles: [760, 3400], wheel: 650, sill: 170, nose: 700, bonnet: 920, belt: 970, tail: 990,
    roof: 1435, screen: [2480, 1700], back: [330, 70], pillars: [1560],
  }),
  wagon: carBody({
    length: 4870, width: 1875, axles: [1225, 3970], wheel: 720, sill: 250, nose: 800, bonnet: 1030, belt: 1070, tail: 1090,
    roof: 1675, screen: [3020, 2250], back: [200, 40], pillars: [2150, 1050],
  }),
  suv: carBody({
    length: 4600, width: 1855, axles: [960, 3650], wheel: 720, sill: 260, nose: 860, bonnet: 1080, belt: 1120, tail: 1140,
    roof: 1690, screen: [2850, 2080], back: [260, 60], pillars: [1950, 950],
  }),
  'suv-large': carBody({
    length: 4985, width: 1980, axles: [1205, 4055], wheel: 800, sill: 340, nose: 1030, bonnet: 1250, belt: 1290, tail: 1300,
    roof: 1950, screen: [3280, 2700], back: [90, 40], pillars: [2520, 1350], cabin: 0.9,
  }),
  ute: ute(1560, [2600]),
  'ute-extra': ute(1850, [2480]),
  'ute-single': ute(2300, [], true),
  van: carBody({
    length: 5265, width: 1950, axles: [1055, 4265], wheel: 700, sill: 300, nose: 900, bonnet: 1150, belt: 1200, tail: 1200,
    roof: 1990, screen: [4150, 3560], back: [20, 0], pillars: [], glassFrom: 3050, cabin: 0.94, rim: 'steel',
  }),
  'people-mover': carBody({
    length: 5155, width: 1995, axles: [1055, 4145], wheel: 720, sill: 240, nose: 820, bonnet: 1060, belt: 1100, tail: 1110,
    roof: 1775, screen: [3320, 2550], back: [200, 40], pillars: [2480, 1300],
  }),
  coupe: carBody({
    length: 4265, width: 1775, axles: [830, 3405], wheel: 640, sill: 150, nose: 620, bonnet: 830, belt: 900, tail: 930,
    roof: 1310, screen: [2520, 1850], back: [1300, 420], pillars: [], cabin: 0.8,
  }),
  convertible: carBody({
    length: 3915, width: 1735, axles: [815, 3125], wheel: 620, sill: 140, nose: 600, bonnet: 800, belt: 840, tail: 860,
    roof: 1150, screen: [2480, 2150], back: [1350, 1350], pillars: [], open: true,
  }),
  truck: LIGHT_TRUCK,
  motorcycle: ROAD_BIKE,
  'adventure-bike': ADVENTURE_BIKE,
  'dirt-bike': DIRT_BIKE,
  caravan: CARAVAN,
  'camper-trailer': CAMPER_TRAILER,
};
