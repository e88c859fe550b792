/**
 * Numbers as en-AU shows them ('39,990', '147.87', '-1,200'), the same text `Intl.NumberFormat('en-AU')` gives
 * (`numbers.test.ts` compares them). Built by hand because the first Intl number format a page creates costs
 * 70-250 ms of main thread on this class of CPU (ICU's locale data), four times that on Lighthouse's phone: more than
 * the car page's whole script. A `unit` goes between the sign and the digits, as en-AU writes dollars: '-$1,200'.
 */
export function formatNumber(value: number, fractionDigits = 0, unit = ''): string {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${unit}${unsigned(value, fractionDigits)}`;
}

/** `value` without its sign, rounded half away from zero to `fractionDigits` places, a comma every three digits. */
function unsigned(value: number, fractionDigits: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return '∞';
  const digits = rounded(Math.abs(value), fractionDigits);
  const whole = digits.slice(0, digits.length - fractionDigits).replace(/^0+(?=\d)/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fractionDigits === 0 ? grouped : `${grouped}.${digits.slice(-fractionDigits)}`;
}

/**
 * The digits of `value` (not negative) rounded to `places` decimals, without the point ('1.005', 2 → '101'). Like
 * Intl, it rounds the number's shortest decimal form (what `String(value)` prints), so 1.005 gives 1.01, not the
 * 1.00 of `toFixed`, which rounds the binary value just below it.
 */
function rounded(value: number, places: number): string {
  const text = String(value);
  if (text.includes('e')) return value.toFixed(places).replace('.', '');
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = `0${whole}${fraction.padEnd(places, '0').slice(0, places)}`;
  if ((fraction[places] ?? '0') < '5') return kept;
  // Add one in the last kept place, carrying leftwards through nines (the leading 0 takes a final carry).
  const nines = /9*$/.exec(kept)?.[0].length ?? 0;
  const head = kept.slice(0, kept.length - nines);
  return `${head.slice(0, -1)}${Number(head.at(-1)) + 1}${'0'.repeat(nines)}`;
}
