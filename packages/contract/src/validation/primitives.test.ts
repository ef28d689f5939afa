import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { dataPointValuesSchema, dataPointsPerStepSchema } from '../entities/dynamic-form.ts';
import { firstError } from '../test-support/first-error.ts';
import { validationMessages as M } from './messages.ts';
import { record, safeString, safeTextPattern, text } from './primitives.ts';
import { nameSchema } from './text-rules.ts';

/** The rule written out per code point, to check the one character class against. */
function isUnsafe(codePoint: number): boolean {
  return (
    codePoint <= 0x1f ||
    (codePoint >= 0x7f && codePoint <= 0x9f) ||
    codePoint === 0x2028 ||
    codePoint === 0x2029 ||
    (codePoint >= 0x202a && codePoint <= 0x202e) ||
    (codePoint >= 0x2066 && codePoint <= 0x2069) ||
    codePoint === 0xfeff ||
    // for..of yields a valid pair as one code point above U+FFFF, an unpaired half as itself.
    (codePoint >= 0xd800 && codePoint <= 0xdfff)
  );
}
// Array.from: by code point, so a valid pair is one and an unpaired half stays itself.
const hasUnsafe = (value: string) => Array.from(value).some((c) => isUnsafe(c.codePointAt(0) ?? 0));

const anyUnit = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0x10000, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
);

const unsafe = {
  nul: '\u0000',
  c0: '\u001b',
  tab: '\t',
  lineFeed: '\n',
  carriageReturn: '\r',
  del: '\u007f',
  c1: '\u0085',
  lineSeparator: '\u2028',
  rightToLeftOverride: '\u202e',
  firstStrongIsolate: '\u2068',
  byteOrderMark: '\ufeff',
  loneHigh: '\ud800',
  loneLow: '\udfff',
  reversedPair: '\ude00\ud83d',
  fromJson: JSON.parse('"\\ud83d"') as string,
};

describe('text() and unsafe characters', () => {
  it.each(Object.entries(unsafe))('refuses %s inside a value with its own message', (_, c) => {
    expect(firstError(text(50), `Ana${c}Maria`)).toBe(M.unsafeCharacters);
    expect(firstError(text(50), `${c}Ana`)).toBe(M.unsafeCharacters);
    // Before the field's own pattern: the message says what is wrong.
    expect(firstError(nameSchema, `Ana${c}`)).toBe(M.unsafeCharacters);
  });

  it.each([
    ['letters with marks', 'Łukasz Nguyễn'],
    ['an emoji (a surrogate pair)', 'Ana 😀'],
    ['an emoji sequence joined by U+200D', '👩‍💻'],
    ['left-to-right and right-to-left marks', 'Ana\u200eMaria\u200f'],
    ['a no-break space', 'Calle\u00a0Mayor'],
    ['the highest code point', '\u{10ffff}'],
  ])('takes %s', (_, value) => {
    expect(firstError(text(50), value)).toBeNull();
  });

  it('checks the length first, and blank stays required', () => {
    expect(firstError(text(5), `${'a'.repeat(6)}\u0000`)).toBe(M.tooLong);
    expect(firstError(text(5), '\t\n')).toBe(M.required);
  });

  it('refuses exactly the strings holding one of the class', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          // Any UTF-16 unit (so unpaired halves too) or any astral code point (a valid pair).
          fc.string({ unit: anyUnit, maxLength: 30 }),
          fc.string({ unit: 'grapheme', maxLength: 10 }),
          fc
            .tuple(
              fc.string({ maxLength: 5 }),
              fc.constantFrom(...Object.values(unsafe)),
              fc.string({ maxLength: 5 }),
            )
            .map((parts) => parts.join('')),
        ),
        (value) => {
          expect(safeTextPattern.test(value), JSON.stringify(value)).toBe(!hasUnsafe(value));
          if (/\S/.test(value) && value.length <= 100) {
            expect(firstError(text(100), value) === M.unsafeCharacters).toBe(hasUnsafe(value));
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('documents the rule as a JSON Schema pattern that agrees with it', () => {
    const json = z.toJSONSchema(text(50)) as { pattern?: string; allOf?: { pattern?: string }[] };
    const patterns = [json.pattern, ...(json.allOf ?? []).map((p) => p.pattern)];
    expect(patterns).toContain(safeTextPattern.source);
    const documented = new RegExp(safeTextPattern.source, 'u');
    for (const value of [...Object.values(unsafe), 'Ana 😀'])
      expect(documented.test(value), JSON.stringify(value)).toBe(!hasUnsafe(value));
  });
});

describe('safeString() and record()', () => {
  it('takes empty values, refuses unsafe ones, and checks a length first', () => {
    expect(firstError(safeString(), '')).toBeNull();
    expect(firstError(safeString(), 'a\u0000')).toBe(M.unsafeCharacters);
  });

  it("gives a bad record key its rule's message, not zod's English", () => {
    const policies = record(text(10), z.boolean());
    const issues = policies.safeParse({ 'a\u0000': true, ['x'.repeat(11)]: true }).error?.issues;
    expect(issues?.map((i) => [i.path, i.message])).toEqual([
      [['a\u0000'], M.unsafeCharacters],
      [['x'.repeat(11)], M.tooLong],
    ]);
    expect(firstError(policies, 'no record')).toBe(M.invalid);
  });

  it('guards data point values, lists and names, and the steps of a submission', () => {
    const issues = (value: unknown) =>
      dataPointValuesSchema.safeParse(value).error?.issues.map((i) => [i.path, i.message]);
    expect(issues({ form_first_name: 'Ana\u202e' })).toEqual([
      [['form_first_name'], M.unsafeCharacters],
    ]);
    expect(issues({ lead_prefilled_fields: ['ok', '\ud800'] })).toEqual([
      [['lead_prefilled_fields', 1], M.unsafeCharacters],
    ]);
    expect(issues({ 'form\u0000': 1 })).toEqual([[['form\u0000'], M.unsafeCharacters]]);
    expect(issues({ form_first_name: '', form_amount: 5, consent: true, x: null })).toBeUndefined();
    expect(firstError(dataPointsPerStepSchema, { name: ['form_first_name\u0000'] })).toBe(
      M.unsafeCharacters,
    );
  });
});
