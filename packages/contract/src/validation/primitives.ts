// Building blocks whose errors are i18n keys, so no zod default English message reaches a user.
import * as z from 'zod/mini';
import { validationMessages as M, type ValidationMessageKey } from './messages.ts';

/** Non-blank string of at most `max` characters; the length check aborts before costly patterns. */
export function text(max = 200) {
  return z.string({ error: M.invalid }).check(
    z.minLength(1, { error: M.required, abort: true }),
    z.maxLength(max, { error: M.tooLong, abort: true }),
    // Whitespace alone is as empty as nothing.
    z.regex(/\S/, { error: M.required, abort: true }),
  );
}

/** Non-empty string of at most `max` characters matching `pattern`. */
export function patterned(pattern: RegExp, error: ValidationMessageKey, max = 200) {
  return text(max).check(z.regex(pattern, { error }));
}

export function money() {
  return z.number({ error: M.invalid }).check(z.gte(0, { error: M.numberMin }));
}

export function count(max = 1000) {
  return z
    .int({ error: M.integer })
    .check(z.gte(0, { error: M.numberMin }), z.lte(max, { error: M.numberMax }));
}

export function dayOfMonth() {
  return z
    .int({ error: M.integer })
    .check(z.gte(1, { error: M.numberMin }), z.lte(31, { error: M.numberMax }));
}

export function flag() {
  return z.boolean({ error: M.invalid });
}

/** Calendar date 'YYYY-MM-DD'. */
export function isoDate() {
  return z.iso.date({ error: M.dateFormat });
}

/** ISO 8601 timestamp; an offset is allowed because stored values come from many clocks. */
export function isoDateTime() {
  return z.iso.datetime({ offset: true, error: M.dateTimeFormat });
}

export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: M.choice });
}

/** For z.strictObject: an unknown key gets its own message, any other object problem `invalid`. */
export const strictKeys = {
  error: (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys' ? M.unknownField : M.invalid,
};
