import { describe, expect, it } from 'vitest';
import {
  distanceLabel,
  FUEL_DEFAULTS,
  fuelCost,
  fuelDefaults,
  fuelFigure,
  fuelInputProblem,
  fuelInputsFromText,
  isFuelCalculatorShown,
} from './fuel-cost.ts';

describe('fuel calculator (spec/shopper §5)', () => {
  it('defaults to $1.70/L, 250 km, 10 L/100 km', () => {
    expect(FUEL_DEFAULTS).toEqual({ pricePerLitre: 1.7, distanceKm: 250, economyLPer100Km: 10 });
    expect(fuelDefaults({})).toEqual({ pricePerLitre: 1.7, distanceKm: 250, economyLPer100Km: 10 });
  });
  it("labels the distance '250 kms'", () => {
    expect(distanceLabel(250)).toBe('250 kms');
  });
  it('250 km at 10 L/100 km and $1.70 costs $42.50 (25 L)', () => {
    expect(fuelCost(FUEL_DEFAULTS)).toEqual({ litres: 25, cost: 42.5 });
  });
  it('uses the car combined consumption when known', () => {
    expect(fuelDefaults({ variant: { fuelconsumptioncombined: 6.4 } }).economyLPer100Km).toBe(6.4);
    // 250 × 6.4 / 100 = 16 L × 1.70 = $27.20
    expect(fuelCost(fuelDefaults({ variant: { fuelconsumptioncombined: 6.4 } })).cost).toBe(27.2);
  });
  it('is hidden for electric fuel, shown for petrol and hybrids', () => {
    expect(isFuelCalculatorShown({ simple_fuel: 'Electric' })).toBe(false);
    expect(isFuelCalculatorShown({ fuel: 'Electric' })).toBe(false);
    expect(isFuelCalculatorShown({ simple_fuel: 'Petrol' })).toBe(true);
    expect(isFuelCalculatorShown({ simple_fuel: 'Hybrid Petrol/Electric' })).toBe(true);
  });
  it('refuses impossible figures with a message naming the range, and takes the defaults', () => {
    expect(fuelInputProblem('pricePerLitre', -3)).toBe('Enter a fuel price from $0.50 to $5.00 a litre.');
    expect(fuelInputProblem('economyLPer100Km', 0)).toBe('Enter a fuel economy from 1 to 60 L/100km.');
    expect(fuelInputProblem('economyLPer100Km', 500)).toBe('Enter a fuel economy from 1 to 60 L/100km.');
    expect(fuelInputProblem('distanceKm', 99_999_999)).toBe('Enter a distance from 1 to 100,000 km.');
    expect(fuelInputProblem('distanceKm', Number.NaN)).toBe('Enter a distance from 1 to 100,000 km.');
    for (const [key, value] of Object.entries(FUEL_DEFAULTS))
      expect(fuelInputProblem(key as keyof typeof FUEL_DEFAULTS, value)).toBeUndefined();
  });
  describe('a field keeps what the shopper typed', () => {
    it('reads an emptied field as no figure, never 0, so its range message shows', () => {
      expect(fuelFigure('')).toBeNaN();
      expect(fuelFigure('  ')).toBeNaN();
      expect(fuelInputProblem('distanceKm', fuelFigure(''))).toBe('Enter a distance from 1 to 100,000 km.');
      expect(fuelInputProblem('pricePerLitre', fuelFigure(''))).toBe('Enter a fuel price from $0.50 to $5.00 a litre.');
    });
    it('reads typed figures as written: 300 after clearing is 300, not 0300', () => {
      expect(fuelFigure('300')).toBe(300);
      expect(fuelFigure('1.85')).toBe(1.85);
      expect(fuelFigure('abc')).toBeNaN();
      expect(fuelInputsFromText({ pricePerLitre: '1.7', distanceKm: '300', economyLPer100Km: '7.2' })).toEqual({
        pricePerLitre: 1.7,
        distanceKm: 300,
        economyLPer100Km: 7.2,
      });
    });
  });
});
