import * as v from 'valibot';
import { MESSAGES } from './messages.ts';
import { isAuMobile, isAuPhone, normalizeAuPhone } from './phone.ts';
import { hasVisibleCharacter, multiLine, singleLine } from './visible-text.ts';

/** Required one-line text (a name): invisible characters removed, lines joined, at most `max` characters; nothing visible left is 'This is a required field.' */
export const requiredText = (max = 200) =>
  v.pipe(
    v.string(MESSAGES.required),
    v.transform(singleLine),
    v.check(hasVisibleCharacter, MESSAGES.required),
    v.maxLength(max, MESSAGES.tooLong),
  );

/** Optional one-line text, cleaned as `requiredText`, at most `max` characters ('' when nothing is left). */
export const optionalText = (max = 200) =>
  v.optional(v.pipe(v.string(MESSAGES.text), v.transform(singleLine), v.maxLength(max, MESSAGES.tooLong)));

/** Required multi-line text (Comments): as `requiredText`, but newlines and tabs are kept. */
export const requiredMultilineText = (max = 2000) =>
  v.pipe(
    v.string(MESSAGES.required),
    v.transform(multiLine),
    v.check(hasVisibleCharacter, MESSAGES.required),
    v.maxLength(max, MESSAGES.tooLong),
  );

/** Optional multi-line text, cleaned as `requiredMultilineText`, at most `max` characters. */
export const optionalMultilineText = (max = 2000) =>
  v.optional(v.pipe(v.string(MESSAGES.text), v.transform(multiLine), v.maxLength(max, MESSAGES.tooLong)));

export const EmailSchema = v.pipe(
  v.string(MESSAGES.required),
  v.transform(singleLine),
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
