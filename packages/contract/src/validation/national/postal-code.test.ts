// Each country's postal codes as its people write them (ADR 0028), through the contract rule
// the web form and the API both use.
import { describe, expect, it } from 'vitest';
import { countries, type CountryCode } from '../../product-ids.ts';
import { validationMessages as M } from '../messages.ts';
import { firstError } from '../../test-support/first-error.ts';
import { postalCodeSchemaFor } from './postal-code.ts';

const table: Record<CountryCode, { valid: string[]; invalid: string[] }> = {
  // Provinces 01-52; spec 5's five digits.
  ES: { valid: ['28013', '08001', '52001'], invalid: ['2801', '280133', '53001', '00950'] },
  DE: { valid: ['10115', '80333', '01067'], invalid: ['1011', '101155', 'D-10115'] },
  MX: { valid: ['06000', '01210', '66265'], invalid: ['0600', '060000', '06 000'] },
  // Six digits starting with a department code (11 Bogotá, 05 Antioquia).
  CO: { valid: ['110311', '050021', '760001'], invalid: ['11031', '1103111', '120001'] },
  PL: { valid: ['00-950', '09-411', '02-515'], invalid: ['00950', '00 950', '009-50', '0-0950'] },
  RO: { valid: ['010011', '115400', '400001'], invalid: ['01001', '0100111', '010-011'] },
  VN: { valid: ['100000', '700000', '550000'], invalid: ['1000', '1000000', '100-000'] },
  PH: { valid: ['1000', '1605', '6000'], invalid: ['100', '10000', '16-05'] },
};

describe('postal code per country', () => {
  it('has a table for every country served', () => {
    expect(Object.keys(table).sort()).toEqual([...countries].sort());
  });

  describe.each(countries)('%s', (country) => {
    const schema = postalCodeSchemaFor(country);
    it.each(table[country].valid)('accepts %j', (value) => {
      expect(firstError(schema, value)).toBeNull();
    });
    it.each(table[country].invalid)('refuses %j', (value) => {
      expect(firstError(schema, value)).toBe(M.postalCodeFormat);
    });
  });

  it('keeps the shape checks: blank, too long, lower case', () => {
    const schema = postalCodeSchemaFor('PL');
    expect(firstError(schema, '')).toBe(M.required);
    expect(firstError(schema, '00-950-0000')).toBe(M.tooLong);
    expect(firstError(schema, 'ab-cde')).toBe(M.postalCodeFormat);
  });
});
