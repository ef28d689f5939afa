import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationMessages as M } from './messages.ts';
import { firstError } from '../test-support/first-error.ts';
import {
  companyNameSchema,
  emailSchema,
  jobTitleSchema,
  nameSchema,
  pensionPayerSchema,
  postalCodeSchema,
} from './text-rules.ts';

// The country-free shape only; each country's own format (spec 5's five digits for Spain,
// '2801' refused there) is tested in national/postal-code.test.ts.
describe('postal code shape', () => {
  it.each([
    ['28013', null],
    ['00950', null],
    ['00-950', null],
    ['1000', null],
    ['2801a', M.postalCodeFormat],
    ['abcde', M.postalCodeFormat],
    [' 2801', M.postalCodeFormat],
    ['00--950', M.postalCodeFormat],
    ['00-', M.postalCodeFormat],
    ['12345678901', M.tooLong],
    ['', M.required],
    [28013, M.invalid],
  ])('%j -> %s', (value, error) => {
    expect(firstError(postalCodeSchema, value)).toBe(error);
  });
});

describe('name', () => {
  it.each([
    ['Anna', null],
    ['Anna-Maria', null],
    ['María José', null],
    ['Nguyễn Văn An', null],
    ['Łukasz', null],
    ['Jose\u0301', null],
    ['de la Cruz', null],
    ['Anna  Maria', M.nameFormat],
    ['Anna--Maria', M.nameFormat],
    ['Anna-', M.nameFormat],
    [' Anna', M.nameFormat],
    ['Anna ', M.nameFormat],
    ['Anna2', M.nameFormat],
    ["O'Brien", M.nameFormat],
    ['', M.required],
    ['a'.repeat(101), M.tooLong],
  ])('%j -> %s', (value, error) => {
    expect(firstError(nameSchema, value)).toBe(error);
  });
});

describe('job title', () => {
  it.each([
    ['Engineer', null],
    ['Sr. Developer', null],
    ['Level 2 technician', null],
    ['Dev-Ops lead', null],
    ['A', null],
    ['Engineer 2', M.jobTitleFormat],
    ['Engineer.', M.jobTitleFormat],
    ['.NET developer', M.jobTitleFormat],
    ['42', M.jobTitleFormat],
    ['Chef!', M.jobTitleFormat],
    ['', M.required],
  ])('%j -> %s', (value, error) => {
    expect(firstError(jobTitleSchema, value)).toBe(error);
  });
});

describe('company name and pension payer', () => {
  it.each([
    ['Acme', null],
    ['Procter & Gamble', null],
    ["McDonald's Spain S.L.", null],
    ['Müller GmbH', null],
    ['C+A', null],
    ['3M', null],
    ['Acme, Inc.', null],
    ['Acme-', M.companyNameFormat],
    ['Acme,', M.companyNameFormat],
    ['Acme & ', M.companyNameFormat],
    ['-Acme', M.companyNameFormat],
    ['Acme@home', M.companyNameFormat],
    ['', M.required],
  ])('%j -> %s', (value, error) => {
    expect(firstError(companyNameSchema, value)).toBe(error);
    expect(firstError(pensionPayerSchema, value)).toBe(
      error?.replace('companyName', 'pensionPayer') ?? null,
    );
  });
});

describe('email', () => {
  it.each([
    ['anna@example.com', null],
    ['Anna.Smith+loans@Example.CO.uk', null],
    ['a_b@sub-domain.example.es', null],
    ['anna@example', M.emailFormat],
    ['anna.example.com', M.emailFormat],
    ['.anna@example.com', M.emailFormat],
    ['anna.@example.com', M.emailFormat],
    ['an..na@example.com', M.emailFormat],
    ['anna@-example.com', M.emailFormat],
    ['anna@example-.com', M.emailFormat],
    ['anna @example.com', M.emailFormat],
    ['', M.required],
    [`${'a'.repeat(250)}@x.es`, M.tooLong],
  ])('%j -> %s', (value, error) => {
    expect(firstError(emailSchema, value)).toBe(error);
  });
});

describe('text rules under random input', () => {
  const schemas = [postalCodeSchema, nameSchema, jobTitleSchema, companyNameSchema, emailSchema];
  it('never throw and only ever report i18n keys', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.anything()), (value) => {
        for (const schema of schemas) {
          const error = firstError(schema, value);
          expect(error === null || error.startsWith('validation.')).toBe(true);
        }
      }),
    );
  });

  it('accepts generated valid names and returns them unchanged', () => {
    const part = fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ]{1,12}$/);
    const name = fc.tuple(
      part,
      fc.array(fc.tuple(fc.constantFrom(' ', '-'), part), { maxLength: 3 }),
    );
    fc.assert(
      fc.property(name, ([first, rest]) => {
        const value = first + rest.map(([sep, p]) => sep + p).join('');
        fc.pre(value.length <= 100);
        expect(nameSchema.safeParse(value)).toEqual({ success: true, data: value });
      }),
    );
  });

  it('accepts every 5-digit postal code', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99999 }), (n) => {
        const value = String(n).padStart(5, '0');
        expect(postalCodeSchema.safeParse(value).data).toBe(value);
      }),
    );
  });
});
