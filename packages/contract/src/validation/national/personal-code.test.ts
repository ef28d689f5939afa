// Each country's national ID through the contract rule the web form and the API both use:
// real formats, check-digit failures, and IDs that contradict the birth date or gender given.
import { describe, expect, it } from 'vitest';
import { countries, type CountryCode } from '../../product-ids.ts';
import { validationMessages as M } from '../messages.ts';
import { firstError } from '../../test-support/first-error.ts';
import { idRules } from './id-rules/index.ts';
import { loadIdRule } from './personal-code-check.ts';
import { personalCodeMessage, personalCodeSchema, type IdHolder } from './personal-code.ts';

interface Case {
  /** Valid IDs with the holder they belong to and the stored form. */
  valid: [id: string, holder: IdHolder, stored: string][];
  /** Wrong format or check digit. */
  invalid: string[];
  /** Valid IDs given beside another birth date or gender. */
  contradicted?: [id: string, holder: IdHolder, message: string][];
}

const table: Record<CountryCode, Case> = {
  ES: {
    valid: [
      ['12345678Z', {}, '12345678Z'],
      ['12345678-z', {}, '12345678Z'],
      ['X1234567L', {}, 'X1234567L'],
      ['Y-7654321-G', {}, 'Y7654321G'],
    ],
    invalid: ['12345678A', 'X1234567A', '1234567Z', 'W1234567L', 'ABCDEFGHI'],
  },
  DE: {
    valid: [['36574261809', {}, '36574261809']],
    invalid: ['36574261808', '3657426180', '06574261809'],
  },
  MX: {
    valid: [
      ['GALA900302MDFRPN09', { dateOfBirth: '1990-03-02', gender: 'female' }, 'GALA900302MDFRPN09'],
      ['BOXW310820HNERXN09', { dateOfBirth: '1931-08-20', gender: 'male' }, 'BOXW310820HNERXN09'],
      ['boxw310820hnerxn09', { gender: 'other' }, 'BOXW310820HNERXN09'],
    ],
    invalid: ['GALA900302MDFRPN08', 'GALA900332MDFRPN09', 'GALA900302MDFRPN0', '1020304050'],
    contradicted: [
      ['GALA900302MDFRPN09', { dateOfBirth: '1990-03-03' }, M.personalCodeDateOfBirth],
      ['GALA900302MDFRPN09', { gender: 'male' }, M.personalCodeGender],
    ],
  },
  CO: {
    valid: [
      ['1020304050', {}, '1020304050'],
      ['1.020.304.050', {}, '1020304050'],
      ['79123456', {}, '79123456'],
    ],
    invalid: ['12345', '12345678901', '0123456789', '10203040A0'],
  },
  PL: {
    valid: [
      ['85111212344', { dateOfBirth: '1985-11-12', gender: 'female' }, '85111212344'],
      ['44051401359', { dateOfBirth: '1944-05-14', gender: 'male' }, '44051401359'],
      // Born in 2002: 20 is added to the month.
      ['02271501231', { dateOfBirth: '2002-07-15', gender: 'male' }, '02271501231'],
    ],
    invalid: ['85111212345', '8511121234', '85131212340', 'ABCDEFGHIJK'],
    contradicted: [
      ['85111212344', { dateOfBirth: '1985-11-13' }, M.personalCodeDateOfBirth],
      ['02271501231', { dateOfBirth: '1902-07-15' }, M.personalCodeDateOfBirth],
      ['85111212344', { gender: 'male' }, M.personalCodeGender],
    ],
  },
  RO: {
    valid: [
      ['1900313400010', { dateOfBirth: '1990-03-13', gender: 'male' }, '1900313400010'],
      ['2850504123456', { dateOfBirth: '1985-05-04', gender: 'female' }, '2850504123456'],
      ['5020715123451', { dateOfBirth: '2002-07-15', gender: 'male' }, '5020715123451'],
    ],
    invalid: ['2850504123457', '285050412345', '2851304123456', '0850504123456'],
    contradicted: [
      ['2850504123456', { dateOfBirth: '1985-05-05' }, M.personalCodeDateOfBirth],
      ['5020715123451', { dateOfBirth: '1902-07-15' }, M.personalCodeDateOfBirth],
      ['2850504123456', { gender: 'male' }, M.personalCodeGender],
    ],
  },
  VN: {
    valid: [
      ['001092012345', { dateOfBirth: '1992-11-05', gender: 'male' }, '001092012345'],
      ['079 303 001 234', { dateOfBirth: '2003-01-01', gender: 'female' }, '079303001234'],
    ],
    invalid: ['00109201234', '0010920123456', '000092012345', '097092012345', '00109201234A'],
    contradicted: [
      ['001092012345', { dateOfBirth: '1993-11-05' }, M.personalCodeDateOfBirth],
      ['001092012345', { gender: 'female' }, M.personalCodeGender],
    ],
  },
  PH: {
    valid: [
      ['1234-5678-9012-3456', {}, '1234567890123456'],
      ['1234567890123456', {}, '1234567890123456'],
    ],
    invalid: ['123456789012', '1234-5678-9012-345', '1234-5678-9012-345X'],
  },
};

describe('personal code per country', () => {
  it('has a table for every country served', () => {
    expect(Object.keys(table).sort()).toEqual([...countries].sort());
  });

  describe.each(countries)('%s', (country) => {
    const { valid, invalid, contradicted = [] } = table[country];
    const rule = idRules[country];
    it('is the rule the web loads on demand', async () => {
      expect(await loadIdRule(country)).toBe(rule);
    });
    it.each(valid)('accepts %j for %j, stored as %j', (id, holder, stored) => {
      expect(firstError(personalCodeSchema(rule), id)).toBeNull();
      expect(personalCodeMessage(rule, id, holder)).toBeUndefined();
      expect(rule.compact(id)).toBe(stored);
    });
    it.each(invalid)('refuses %j', (id) => {
      expect(firstError(personalCodeSchema(rule), id)).toBe(M.personalCodeFormat);
      expect(personalCodeMessage(rule, id)).toBe(M.personalCodeFormat);
    });
    it.each(contradicted)('refuses %j beside %j', (id, holder, message) => {
      expect(personalCodeMessage(rule, id, holder)).toBe(message);
    });
  });

  it('keeps the text checks: blank and too long', () => {
    expect(firstError(personalCodeSchema(idRules.ES), ' ')).toBe(M.required);
    expect(firstError(personalCodeSchema(idRules.ES), '1'.repeat(31))).toBe(M.tooLong);
  });
});
