import type { Contact } from '../../../config/site/contact.ts';
import type { CarType } from '../../stock/rules/car-schema.ts';

/** spec/shopper §4: characters of the formatted number shown before the mask. */
export const PHONE_VISIBLE_CHARACTERS = 5;
/** Each hidden digit shows as this character; spaces are kept: '07 3000 0000' → '07 30XX XXXX'. */
export const PHONE_MASK_CHARACTER = 'X';

/**
 * spec/shopper §5: the number to call: the site override, then the number for the car type, then the
 * car's location phone. Blank numbers are skipped; null when none is left.
 */
export function callPhone(
  phones: Contact['phones'],
  carType: CarType,
  locationPhone: string | undefined,
): string | null {
  const candidates = [phones.override, phones.byCarType[carType], locationPhone];
  return candidates.find((phone) => phone !== undefined && phone.trim() !== '')?.trim() ?? null;
}

/**
 * An Australian number for display. +61 / 61 becomes 0; 1300 and 1800 numbers read '1300 000 000';
 * 13 numbers '13 00 00'; other 10-digit numbers '0X XXXX XXXX'. Anything else is returned trimmed.
 */
export function formatPhone(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('61') && digits.length === 11) digits = `0${digits.slice(2)}`;
  if (digits.length === 10 && /^1[38]00/.test(digits))
    return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (digits.length === 6 && digits.startsWith('13'))
    return `${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
  if (digits.length === 10 && digits.startsWith('0'))
    return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  return raw.trim();
}

/** The formatted number with every digit after the first 5 characters replaced by 'X'. */
export function maskPhone(formatted: string): string {
  const head = formatted.slice(0, PHONE_VISIBLE_CHARACTERS);
  const tail = formatted.slice(PHONE_VISIBLE_CHARACTERS).replace(/\d/g, PHONE_MASK_CHARACTER);
  return head + tail;
}

/** The `tel:` link target: digits with a leading +61 turned into 0 ('tel:0730000000'). */
export function phoneHref(raw: string): string {
  return `tel:${formatPhone(raw).replace(/\s/g, '')}`;
}

/**
 * spec/shopper §4: the phone as displayed. Shown in full when the site reveals by default
 * (features.phoneRevealedByDefault) or the shopper clicked; masked otherwise.
 */
export function displayPhone(raw: string, revealedByDefault: boolean, clicked: boolean): string {
  const formatted = formatPhone(raw);
  return revealedByDefault || clicked ? formatted : maskPhone(formatted);
}
