import { describe, expect, it } from 'vitest';
import { parseBenchOptions } from './options.ts';

describe('parseBenchOptions', () => {
  it('defaults to the full bench, report only', () => {
    expect(parseBenchOptions([])).toMatchObject({
      only: ['build', 'lighthouse', 'search', 'load'],
      strict: false,
      runs: 5,
      cpuSlowdown: 4,
      duration: 30,
      connections: 50,
      generatedCars: 20_000,
      searchSizes: [2000, 10_000, 100_000],
      tenants: undefined,
    });
  });
  it('keeps the fixed section order whatever order --only names them in', () => {
    expect(parseBenchOptions(['--only=load,build']).only).toEqual(['build', 'load']);
  });
  it('reads sizes, runs, duration, strict and tenants', () => {
    const options = parseBenchOptions([
      '--runs=1',
      '--duration=5',
      '--strict',
      '--sizes=2000,10000',
      '--tenant=harbourside',
      '--cars=0',
      '--cpu-slowdown=auto',
    ]);
    expect(options).toMatchObject({
      runs: 1,
      duration: 5,
      strict: true,
      searchSizes: [2000, 10_000],
      tenants: ['harbourside'],
      generatedCars: 0,
      cpuSlowdown: 'auto',
    });
  });
  describe('refuses bad input with the flag named', () => {
    it('an unknown section', () => expect(() => parseBenchOptions(['--only=build,speed'])).toThrow(/--only.*speed/));
    it('an unknown flag', () => expect(() => parseBenchOptions(['--run=3'])).toThrow(/'run'/));
    it('a non-positive count', () => expect(() => parseBenchOptions(['--runs=0'])).toThrow(/--runs/));
    it('a bad size', () => expect(() => parseBenchOptions(['--sizes=2k'])).toThrow(/--sizes/));
    it('a CPU slowdown below 1', () =>
      expect(() => parseBenchOptions(['--cpu-slowdown=0.5'])).toThrow(/--cpu-slowdown/));
  });
});
