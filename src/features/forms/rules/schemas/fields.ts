import * as v from 'valibot';
import { MESSAGES } from './messages.ts';
import { isAuMobile, isAuPhone, normalizeAuPhone } from './phone.ts';

/** Required text, trimmed, at most `max` characters. */
export const requiredText = (max = 200) =>
  v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required), v.maxLength(max, MESSAGES.tooLong));

/** Optional text, trimmed, at most `max` characters. */
export const optionalText = (max = 200) =>
  v.optional(v.pipe(v.string(MESSAGES.tooLong), v.trim(), v.maxLength(max, MESSAGES.tooLong)));

export const EmailSchema = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.maxLength(254, MESSAGES.email),
  v.email(MESSAGES.email),
);

/** Any Australian phone, normalised (spec/site §5). */
export const PhoneSchema = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.maxLength(30, MESSAGES.phone),
  v.transform(normalizeAuPhone),
  v.check(isAuPhone, MESSAGES.phone),
);

/** An Australian mobile, normalised: the only numbers a code is sent to. */
export const MobileSchema = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.maxLength(30, MESSAGES.mobile),
  v.transform(normalizeAuPhone),
  v.check(isAuMobile, MESSAGES.mobile),
);

/** spec/site §5: required, exactly 4 digits. */
export const PostcodeSchema = v.pipe(v.string(MESSAGES.postcode), v.trim(), v.regex(/^\d{4}$/, MESSAGES.postcode));

/** spec/site §5: code required and exactly 6 digits. */
export const CodeSchema = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.regex(/^\d{6}$/, MESSAGES.codeLength),
);

export const IdSchema = v.pipe(
  v.number(MESSAGES.number),
  v.integer(MESSAGES.number),
  v.minValue(1, MESSAGES.number),
  v.maxValue(2 ** 31, MESSAGES.number),
);
export const optionalId = v.optional(IdSchema);
export const optionalFlag = v.optional(v.boolean(MESSAGES.choice));
