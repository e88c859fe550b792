import { describe, expect, it } from 'vitest';
import { fitsText, partMakes } from './part-facets.ts';

describe('the catalogue makes and models offered as filters', () => {
  it('lists each make once with the models its parts name, sorted (numbers by value)', () => {
    const parts = [
      { make: 'Toyota', models: ['LandCruiser 300', 'HiLux'] },
      { make: 'Ford', models: ['Ranger'] },
      { make: 'Toyota', models: ['HiLux', 'LandCruiser 70'] },
      { make: 'Toyota', models: [] },
    ];
    expect(partMakes(parts)).toEqual([
      { make: 'Ford', models: ['Ranger'] },
      { make: 'Toyota', models: ['HiLux', 'LandCruiser 70', 'LandCruiser 300'] },
    ]);
  });
});

describe('what a part fits, in words', () => {
  it('names the make and the models, or every model of the make', () => {
    expect(fitsText({ make: 'Toyota', models: ['HiLux', 'LandCruiser 300'] })).toBe('Toyota HiLux, LandCruiser 300');
    expect(fitsText({ make: 'Toyota', models: [] })).toBe('All Toyota models');
  });
});
