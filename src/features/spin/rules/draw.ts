/** A source of uniform whole numbers in [0, n): `crypto.randomInt` on the server, a fixed sequence in tests. */
export type RandomBelow = (n: number) => number;

/**
 * Draws one slice index with probability weight / sum of weights: a uniform ticket in [0, total) falls in
 * the slice whose cumulative range holds it. Weights are positive whole numbers (the campaign schema's rule).
 */
export function drawSlice(weights: readonly number[], randomBelow: RandomBelow): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (weights.length === 0 || !weights.every((w) => Number.isInteger(w) && w > 0))
    throw new RangeError('Weights must be positive whole numbers');
  const ticket = randomBelow(total);
  if (!Number.isInteger(ticket) || ticket < 0 || ticket >= total) throw new RangeError('Random ticket out of range');
  let upper = 0;
  for (const [index, weight] of weights.entries()) {
    upper += weight;
    if (ticket < upper) return index;
  }
  return weights.length - 1;
}
