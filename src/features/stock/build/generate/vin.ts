import type { Random } from './prng.ts';

const VIN_CHARS = [...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789']; // no I, O or Q (ISO 3779)
const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
// ISO 3779 model-year letters from 2010 (A) onward; 2001-2009 are digits 1-9.
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY';

/** Check digit ('0'-'9' or 'X') of a 17-character VIN (North American weighting, position 9). */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const ch = vin[i] ?? '0';
    const value = /\d/.test(ch) ? Number(ch) : (TRANSLITERATION[ch] ?? 0);
    sum += value * (WEIGHTS[i] ?? 0);
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

/** True when a VIN has 17 valid characters and a correct check digit. */
export function isValidVin(vin: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) && vin[8] === vinCheckDigit(vin);
}

function yearCode(year: number): string {
  if (year >= 2010) return YEAR_CODES[(year - 2010) % YEAR_CODES.length] ?? 'A';
  return String(Math.max(1, year - 2000));
}

/** A VIN with the maker's world code, the model year in position 10 and a valid check digit. */
export function generateVin(random: Random, wmi: string, year: number): string {
  let body = '';
  for (let i = 0; i < 5; i++) body += random.pick(VIN_CHARS);
  let serial = '';
  for (let i = 0; i < 6; i++) serial += String(random.int(0, 9));
  const draft = `${wmi.padEnd(3, '1').slice(0, 3)}${body}0${yearCode(year)}${random.pick(VIN_CHARS)}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

/** World manufacturer identifiers used in generated VINs (real prefixes where known). */
export const WMI_BY_MAKE: Record<string, string> = {
  Toyota: 'JTM',
  Mazda: 'JMZ',
  Ford: 'MPB',
  Hyundai: 'KMH',
  Kia: 'KNA',
  Mitsubishi: 'MMA',
  Nissan: 'JN1',
  Subaru: 'JF1',
  Volkswagen: 'WVW',
  Isuzu: 'MPA',
  MG: 'LSJ',
  Honda: 'JHM',
  Suzuki: 'JS3',
  Tesla: 'LRW',
  BYD: 'LGX',
  GWM: 'LGW',
  'Mercedes-Benz': 'WDD',
  BMW: 'WBA',
  Audi: 'WAU',
  Lexus: 'JTH',
  Volvo: 'YV1',
  Jeep: '1C4',
  LDV: 'LSH',
  Skoda: 'TMB',
  Chery: 'LVV',
  Renault: 'VF1',
  Peugeot: 'VF3',
  'Land Rover': 'SAL',
  Porsche: 'WP1',
  Hino: 'JHH',
  Fuso: 'JLF',
  UD: 'JNC',
  Yamaha: 'JYA',
  Kawasaki: 'JKA',
  'Harley-Davidson': '1HD',
  KTM: 'VBK',
  Ducati: 'ZDM',
  Jayco: '6T9',
};
