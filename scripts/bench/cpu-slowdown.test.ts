import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, PRESET_CPU_SLOWDOWN } from './cpu-slowdown.ts';

describe('cpuSlowdownFor (Lighthouse docs/throttling.md: calibrating the CPU slowdown)', () => {
  it('is the preset 4x on the host the preset is pitched at (middle of the high-end desktop bracket)', () => {
    expect(cpuSlowdownFor(1750)).toBe(PRESET_CPU_SLOWDOWN);
  });
  it('is lower on a low-end desktop (1000-1500), where the docs suggest about 2x', () => {
    expect(cpuSlowdownFor(1000)).toBe(2.3);
    expect(cpuSlowdownFor(1142)).toBe(2.6);
  });
  it('never speeds the CPU up, and stays within the docs range', () => {
    expect(cpuSlowdownFor(300)).toBe(1);
    expect(cpuSlowdownFor(9000)).toBe(10);
  });
});
