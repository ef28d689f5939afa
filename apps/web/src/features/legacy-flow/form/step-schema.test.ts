import { describe, expect, it } from 'vitest';
import { normalizePhoneNumber, phoneNumberSchema } from '@finceptiv/contract/validation/phone';
import { ibanSchemaFor } from '@finceptiv/contract/validation/iban';
import { postalCodeSchemaFor } from '@finceptiv/contract/validation/national/postal-code';
import { loadPersonalCodeCheck } from '@finceptiv/contract/validation/national/personal-code-check';
import { products } from '@finceptiv/contract/products';
import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import type { FieldError } from 'react-hook-form';
import * as z from 'zod/mini';
import { legacySteps, legacyStepFor } from '../steps/legacy-steps';
import type { LegacyField } from '../steps/legacy-field';
import { stepChecks, stepSchema, warmUpStepChecks } from './step-schema';

const brand = {
  phone: { schema: phoneNumberSchema, normalize: normalizePhoneNumber },
  ibanSchemaFor,
  postalCodeSchemaFor,
};
const ibancar = products.ibancar;
const fieldsOf = (path: string, country: 'MX' | 'RO' = 'MX'): readonly LegacyField[] =>
  legacyStepFor(path)?.fields[country] ?? [];

// A Mexican applicant's contact step, every answer valid: the tests below spoil some of them.
const validContact = {
  email: 'ana@example.com',
  phoneNumber: '55 1234 5678',
  postalCode: '06000',
  province: 'Ciudad de México',
  city: 'Ciudad de México',
  suburb: 'Centro',
  street: 'Avenida Juárez',
  houseNumber: '10',
  flatNumber: '',
  marketingConsents: false,
};

function messages(result: ReturnType<typeof z.safeParse>): Record<string, string> {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('a legacy step schema', () => {
  it('turns valid input into the lead groups, phone in international form', () => {
    const schema = stepSchema(fieldsOf('/contact-details'), ibancar, brand);
    const result = z.safeParse(schema, { contactDetails: validContact });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      contactDetails: { phoneNumber: '+525512345678', postalCode: '06000', flatNumber: undefined },
    });
  });

  it('answers with the contract messages of spec 5', () => {
    const schema = stepSchema(fieldsOf('/contact-details'), ibancar, brand);
    const result = z.safeParse(schema, {
      contactDetails: {
        ...validContact,
        email: 'not-an-email',
        phoneNumber: '612 345 678',
        postalCode: '0600',
        province: '',
        city: 'Ciudad-',
        street: '123',
        houseNumber: '10-',
      },
    });
    expect(messages(result)).toEqual({
      'contactDetails.email': 'validation.email.format',
      'contactDetails.phoneNumber': 'validation.phone.format',
      'contactDetails.postalCode': 'validation.postalCode.format',
      'contactDetails.province': 'validation.required',
      'contactDetails.city': 'validation.city.format',
      'contactDetails.street': 'validation.street.format',
      'contactDetails.houseNumber': 'validation.houseNumber.format',
    });
  });

  it('checks names, dates of birth, choices, numbers and IBANs', () => {
    const personal = stepSchema(fieldsOf('/personal-details'), ibancar, brand);
    expect(
      messages(
        z.safeParse(personal, {
          // Unticked: the policies are accepted before personal data goes (ADR 0040).
          generalPolicies: false,
          personalDetails: {
            firstName: 'Ana3',
            lastName: 'García',
            secondLastName: '',
            gender: 'robot',
            dateOfBirth: '2015-01-01',
            personalCode: 'GALA900302MDFRPN09',
          },
        }),
      ),
    ).toEqual({
      generalPolicies: 'validation.required',
      'personalDetails.firstName': 'validation.name.format',
      'personalDetails.gender': 'validation.choice',
      'personalDetails.dateOfBirth': 'validation.dateOfBirth.underage',
    });
    const income = stepSchema(fieldsOf('/income-details', 'RO'), products.fidea, brand);
    const result = z.safeParse(income, {
      incomeDetails: {
        monthlyIncome: '4.500',
        incomeSource: 'employed',
        incomePayday: '45',
        jobTitle: '',
        iban: 'DE89370400440532013000',
        usingOnlineBanking: 'true',
      },
    });
    expect(messages(result)).toEqual({
      'incomeDetails.incomePayday': 'validation.number.max',
      'incomeDetails.iban': 'validation.iban.country',
    });
  });
});

describe('a legacy step through the form kit resolver (ADR 0052)', () => {
  it("gives the contract's name message on the field, as the other forms do", async () => {
    const { resolve } = stepChecks(fieldsOf('/personal-details'), ibancar, brand);
    const result = await resolve(
      { generalPolicies: true, personalDetails: { firstName: 'R2D2' } },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    const errors = result.errors as { personalDetails?: { firstName?: FieldError } };
    expect(errors.personalDetails?.firstName?.message).toBe(M.nameFormat);
  });
});

describe('a legacy date of birth typed with a two-digit year (spec 9)', () => {
  const birthday = fieldsOf('/personal-details').filter(
    (f) => f.name === 'personalDetails.dateOfBirth',
  );
  const schema = stepSchema(birthday, ibancar, brand);

  it.each([
    ['0061-05-04', '1961-05-04'],
    ['0099-05-04', '1999-05-04'],
    ['0000-05-04', '2000-05-04'],
  ])('sends %s as %s', (typed, sent) => {
    expect(birthday).toHaveLength(1);
    expect(z.parse(schema, { personalDetails: { dateOfBirth: typed } })).toEqual({
      personalDetails: { dateOfBirth: sent },
    });
  });

  it('reads 59 and 60 as 2059 and 2060, dates in the future, not 1900s births', () => {
    const messageOf = (typed: string) =>
      messages(z.safeParse(schema, { personalDetails: { dateOfBirth: typed } }))[
        'personalDetails.dateOfBirth'
      ];
    expect(messageOf('0060-05-04')).toBe('validation.dateOfBirth.future');
    expect(messageOf('0059-05-04')).toBe('validation.dateOfBirth.future');
  });
});

describe('the national ID on a legacy step', async () => {
  const personalCode = await loadPersonalCodeCheck('RO');
  const schema = stepSchema(fieldsOf('/personal-details', 'RO'), products.fidea, {
    ...brand,
    personalCode,
  });
  const person = { firstName: 'Ioana', lastName: 'Popescu', dateOfBirth: '1985-05-04' };

  it('is stored compact and agrees with the birth date beside it', () => {
    const result = z.safeParse(schema, {
      generalPolicies: true,
      personalDetails: { ...person, personalCode: '2850504123456' },
    });
    expect(result.success).toBe(true);
  });

  it.each([
    ['2850504123457', 'validation.personalCode.format'],
    ['2850505123459', 'validation.personalCode.dateOfBirth'],
  ])('%j -> %s on the ID', (personalCode, message) => {
    const result = z.safeParse(schema, {
      generalPolicies: true,
      personalDetails: { ...person, personalCode },
    });
    expect(messages(result)).toEqual({ 'personalDetails.personalCode': message });
  });
});

describe('warming up the checks of a step', () => {
  it('runs every step of every legacy brand on its samples without throwing', () => {
    const legacyBrands = [
      products.ibancar,
      products.prestamotor,
      products.fidea,
      products.lienketvay,
    ];
    let ran = 0;
    for (const product of legacyBrands) {
      for (const step of legacySteps) {
        const fields = step.fields[product.country as 'MX' | 'CO' | 'RO' | 'VN'];
        if (!fields) continue;
        expect(() => {
          warmUpStepChecks(stepSchema(fields, product, brand), fields);
        }).not.toThrow();
        ran++;
      }
    }
    expect(ran).toBeGreaterThanOrEqual(18);
  });

  it('leaves the schema judging real answers as before', () => {
    const fields = fieldsOf('/personal-details');
    const schema = stepSchema(fields, ibancar, brand);
    const before = messages(z.safeParse(schema, { personalDetails: { firstName: '4' } }));
    warmUpStepChecks(schema, fields);
    expect(messages(z.safeParse(schema, { personalDetails: { firstName: '4' } }))).toEqual(before);
    expect(before['personalDetails.firstName']).toBeDefined();
  });
});
