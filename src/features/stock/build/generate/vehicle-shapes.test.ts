import { describe, expect, it } from 'vitest';
import { BODY_SHAPES } from './media-names.ts';
import type { VehicleShape } from './vehicle-model.ts';
import { VEHICLE_SHAPES } from './vehicle-shapes.ts';

const height = (shape: VehicleShape) => Math.max(...shape.parts.flatMap((part) => part.profile.map(([, y]) => y)));
const axleCount = (shape: VehicleShape) => new Set(shape.wheels.map((w) => w.x)).size;
const BIKES = ['motorcycle', 'adventure-bike', 'dirt-bike'] as const;

describe('vehicle shapes', () => {
  it('puts one wheel at each corner of a car (two per axle, one each side) and two in line on a motorcycle', () => {
    for (const name of BODY_SHAPES) {
      const { wheels } = VEHICLE_SHAPES[name];
      if ((BIKES as readonly string[]).includes(name)) {
        expect(
          wheels.map((w) => w.z),
          name,
        ).toEqual([0, 0]);
        continue;
      }
      for (const x of new Set(wheels.map((w) => w.x))) {
        expect(
          wheels
            .filter((w) => w.x === x)
            .map((w) => Math.sign(w.z))
            .sort(),
          name,
        ).toEqual([-1, 1]);
      }
    }
    expect(axleCount(VEHICLE_SHAPES.caravan)).toBe(2);
    expect(axleCount(VEHICLE_SHAPES['camper-trailer'])).toBe(1);
  });
  it('keeps every part within the vehicle length and above the ground', () => {
    for (const name of BODY_SHAPES) {
      const points = VEHICLE_SHAPES[name].parts.flatMap((part) => part.profile);
      expect(
        points.every(([x, y]) => x >= -0.5 && x <= 0.5 && y >= 0),
        name,
      ).toBe(true);
    }
  });
  it('draws bodies in their real order of height for their length', () => {
    const order = ['sedan', 'hatch', 'wagon', 'suv', 'suv-large'] as const;
    const heights = order.map((name) => height(VEHICLE_SHAPES[name]));
    expect(heights).toEqual([...heights].sort((a, b) => a - b));
    expect(height(VEHICLE_SHAPES.van)).toBeGreaterThan(height(VEHICLE_SHAPES['people-mover']));
    expect(height(VEHICLE_SHAPES.convertible)).toBeLessThan(height(VEHICLE_SHAPES.coupe));
    expect(height(VEHICLE_SHAPES.coupe)).toBeLessThan(height(VEHICLE_SHAPES.hatch));
  });
  it('gives the three ute cabs different lengths of tub', () => {
    const tubLength = (name: 'ute' | 'ute-extra' | 'ute-single') => {
      const cabin = VEHICLE_SHAPES[name].parts[1];
      return Math.min(...(cabin?.profile.map(([x]) => x) ?? [])) + 0.5;
    };
    expect(tubLength('ute')).toBeLessThan(tubLength('ute-extra'));
    expect(tubLength('ute-extra')).toBeLessThan(tubLength('ute-single'));
  });
});
