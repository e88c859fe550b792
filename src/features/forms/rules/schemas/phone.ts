/** spec/site §5: phone is normalised — digits only, a leading 61 becomes 0. '+61 412 345 678' → '0412345678'. */
export function normalizeAuPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.startsWith('61') ? `0${digits.slice(2)}` : digits;
}

/** A normalised Australian number: mobile 04xxxxxxxx, landline 02/03/07/08, or 13/1300/1800 numbers. */
export function isAuPhone(normalised: string): boolean {
  return /^0[2-478]\d{8}$/.test(normalised) || /^1[38]00\d{6}$/.test(normalised) || /^13\d{4}$/.test(normalised);
}

/** A normalised Australian mobile (the only numbers codes are sent to: blocks SMS pumping to premium ranges). */
export function isAuMobile(normalised: string): boolean {
  return /^04\d{8}$/.test(normalised);
}
