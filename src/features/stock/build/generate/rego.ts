import type { Random } from './prng.ts';

const LETTERS = [...'ABCDEFGHJKLMNPRSTUVWXYZ'];

/**
 * Plate format per state, as a pattern: 'L' a letter, 'D' a digit, other characters literal.
 * Formats follow each state's current general-issue series.
 */
const PLATE_FORMATS: Record<string, string> = {
  QLD: 'DDDLLL',
  NSW: 'LLLDDL',
  VIC: 'DLLDLL',
  SA: 'SLLDDL',
  WA: 'DLLLDDD',
  TAS: 'LDDLL',
  ACT: 'YLLDDL',
  NT: 'CLDDLL',
};

/** A plausible registration plate for a state (e.g. QLD '123ABC', NSW 'ABC12D'). */
export function generatePlate(random: Random, state: string): string {
  const format = PLATE_FORMATS[state] ?? 'LLLDDD';
  let plate = '';
  for (const ch of format) {
    if (ch === 'L') plate += random.pick(LETTERS);
    else if (ch === 'D') plate += String(random.int(0, 9));
    else plate += ch;
  }
  return plate;
}
