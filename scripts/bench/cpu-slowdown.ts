/**
 * Lighthouse's mobile preset slows the CPU 4x, which its documentation (docs/throttling.md, "Calibrating the CPU
 * slowdown") pitches at a high-end desktop host, benchmarkIndex 1500-2000, to land in the mid-tier mobile bracket;
 * on a slower host it asks for a lower multiplier. The bench keeps the emulated phone the same on any host: the
 * multiplier that takes the host's benchmarkIndex to the one the 4x preset targets (the middle of the high-end
 * desktop bracket, 1750, divided by 4), within Lighthouse's own range for these brackets (1x to 10x).
 */
export const PRESET_CPU_SLOWDOWN = 4;
const PRESET_HOST_INDEX = 1750;
const TARGET_INDEX = PRESET_HOST_INDEX / PRESET_CPU_SLOWDOWN;

/** The CPU slowdown for a host of this benchmarkIndex, to one decimal (1750 → 4, 1000 → 2.3, 437 or less → 1). */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  const exact = benchmarkIndex / TARGET_INDEX;
  return Math.round(Math.min(10, Math.max(1, exact)) * 10) / 10;
}
