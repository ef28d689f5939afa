import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailForHashing, phoneForAdvertising } from './advertising.ts';
import { ibanSchema, ibanSchemaFor, normalizeIban } from './iban.ts';
import { validationMessages as M } from './messages.ts';
import { internationalPhoneSchema, normalizePhoneNumber, phoneNumberSchema } from './phone.ts';
import { firstError } from '../test-support/first-error.ts';

describe('phone number for the brand country', () => {
  it.each([
    ['ES', '612345678', null],
    ['ES', '+34 612 34 56 78', null],
    ['ES', '+49 1512 3456789', M.phoneCountry],
    ['ES', '12345', M.phoneFormat],
    ['DE', '01512 3456789', null],
    ['PL', '512 345 678', null],
    ['MX', '55 1234 5678', null],
    ['CO', '321 1234567', null],
    ['RO', '0712 345 678', null],
    ['VN', '091 234 56 78', null],
    ['PH', '0917 123 4567', null],
    ['PH', 'call me', M.phoneFormat],
    ['ES', '', M.required],
  ] as const)('%s %j -> %s', (country, value, error) => {
    expect(firstError(phoneNumberSchema(country), value)).toBe(error);
  });

  it('normalizes to E.164 only for the right country', () => {
    expect(normalizePhoneNumber('612 34 56 78', 'ES')).toBe('+34612345678');
    expect(normalizePhoneNumber('+4915123456789', 'ES')).toBeUndefined();
  });

  it('international schema needs a + prefix', () => {
    expect(firstError(internationalPhoneSchema, '+34612345678')).toBeNull();
    expect(firstError(internationalPhoneSchema, '612345678')).toBe(M.phoneFormat);
  });

  it('never throws on random input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (value) => {
        expect(() => phoneNumberSchema('DE').safeParse(value)).not.toThrow();
        expect(() => phoneForAdvertising(value)).not.toThrow();
      }),
    );
  });
});

describe('IBAN', () => {
  it.each([
    ['DE89 3704 0044 0532 0130 00', null],
    ['ES9121000418450200051332', null],
    ['PL61109010140000071219812874', null],
    ['DE89 3704 0044 0532 0130 01', M.ibanFormat],
    ['DE89370400440532013', M.ibanFormat],
    ['not an iban', M.ibanFormat],
    ['', M.required],
  ])('%j -> %s', (value, error) => {
    expect(firstError(ibanSchema, value)).toBe(error);
  });

  it('normalizes and checks the country when asked', () => {
    expect(normalizeIban('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(firstError(ibanSchemaFor('DE'), 'ES9121000418450200051332')).toBe(M.ibanCountry);
    expect(firstError(ibanSchemaFor('ES'), 'ES9121000418450200051332')).toBeNull();
  });
});

describe('advertising', () => {
  it.each([
    ['+34 612 34 56 78', '+34612345678'],
    ['612345678', ''],
    ['+99 123', ''],
    ['', ''],
  ])('phone %j -> %j', (value, expected) => {
    expect(phoneForAdvertising(value)).toBe(expected);
  });

  it('trims and lower-cases email before hashing', () => {
    expect(emailForHashing('  Anna.Smith@Example.COM ')).toBe('anna.smith@example.com');
  });
});
