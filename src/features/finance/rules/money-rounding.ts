// Float noise guard: 123.45 * 100 is 12345.000000000002, which must not ceil to 12346.
const CENT_NOISE_DIGITS = 6;

function inCents(dollars: number): number {
  return Number((dollars * 100).toFixed(CENT_NOISE_DIGITS));
}

/** Dollars rounded up to the next whole cent (123.451 → 123.46; 123.45 stays 123.45). */
export function ceilToCent(dollars: number): number {
  return Math.ceil(inCents(dollars)) / 100;
}

/** Dollars rounded down to the whole cent (123.459 → 123.45). */
export function floorToCent(dollars: number): number {
  return Math.floor(inCents(dollars)) / 100;
}

/** Dollars rounded half away from zero to the nearest cent. */
export function roundToCent(dollars: number): number {
  return Math.round(inCents(dollars)) / 100;
}
