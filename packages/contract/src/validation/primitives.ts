// Building blocks whose errors are i18n keys, so no zod default English message reaches a user.
import * as z from 'zod/mini';
import { validationMessages as M, type ValidationMessageKey } from './messages.ts';

/**
 * A whole string without a character no text the API takes may hold (docs/security.md, "Hostile
 * bytes"), one character class matched per code point (`u`); also the fields' JSON Schema
 * pattern. A regular-expression literal: the first act carries it (the app's own checks).
 * - C0 controls U+0000-U+001F, tab and line breaks included: every field is one line (the forms
 *   have no multi-line field), and PostgreSQL refuses U+0000 in text and JSON (a 500 before);
 * - DEL and the C1 controls U+007F-U+009F;
 * - the line and paragraph separators U+2028-U+2029, line breaks in another form;
 * - the bidirectional embeddings, overrides and isolates U+202A-U+202E and U+2066-U+2069, which
 *   reorder what an operator, a partner or an e-mail shows (a name or IBAN that reads otherwise);
 * - U+FEFF, a byte-order mark or a deprecated zero-width no-break space: invisible, no use in a
 *   value, but it makes equal-looking values differ;
 * - unpaired surrogates U+D800-U+DFFF (with `u` a valid pair is one code point, not matched):
 *   JSON.parse makes them from '"\\ud800"', UTF-8 cannot encode them, and PostgreSQL refuses them
 *   in JSON. The marks U+200E-U+200F stay allowed: they cannot reorder letters, and text copied
 *   from some apps carries them.
 */
export const safeTextPattern =
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  /^[^\0-\x1F\x7F-\x9F\u2028-\u202E\u2066-\u2069\uFEFF\uD800-\uDFFF]*$/u;

/** Non-blank string of at most `max` characters; the length check aborts before costly patterns. */
export function text(max = 200) {
  return z.string({ error: M.invalid }).check(
    z.minLength(1, { error: M.required, abort: true }),
    z.maxLength(max, { error: M.tooLong, abort: true }),
    // Whitespace alone is as empty as nothing.
    z.regex(/\S/, { error: M.required, abort: true }),
    // Before any pattern of the field's, so the message names what is wrong.
    z.regex(safeTextPattern, { error: M.unsafeCharacters, abort: true }),
  );
}

/**
 * A string whose only rule is the unsafe characters: empty allowed. For values a later rule checks
 * (a data point's value, by its lead field's rule) or names. Nothing aborts, so a union around it
 * reports its message rather than zod's 'Invalid input'; the body limit bounds the scan.
 */
export function safeString() {
  return z
    .string({ error: M.invalid })
    .check(z.regex(safeTextPattern, { error: M.unsafeCharacters }));
}

/**
 * z.record whose key errors carry the key rule's message: zod reports a bad key as 'Invalid
 * input', no i18n key, whatever the key's schema says.
 */
export function record<K extends z.core.$ZodRecordKey, V extends z.core.SomeType>(
  key: K,
  value: V,
) {
  // A key's issue carries the key rule's own issues; any other record issue has none.
  return z.record(key, value, {
    error: (issue) =>
      (issue as { issues?: { message: string }[] }).issues?.[0]?.message ?? M.invalid,
  });
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
