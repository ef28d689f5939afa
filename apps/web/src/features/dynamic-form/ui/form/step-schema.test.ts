import { products } from '@finceptiv/contract/products';
import { describe, expect, it } from 'vitest';
import { fields as f } from '../../definitions/fields';
import { loadHeavyRules } from '@/shared/ui/form/heavy-rules';
import { heavyFieldNames } from './heavy-field-names';
import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import { stepResolver, stepSchema } from './step-resolver';

const spain = products.fiesta;
const germany = products.askrobin;

function errors(schema: ReturnType<typeof stepSchema>, input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('step schema from the contract rules', () => {
  it('converts input text to data point values', () => {
    const schema = stepSchema(
      [f.form_monthly_income, f.form_has_bank_account, f.form_gender],
      spain,
    );
    expect(
      schema.parse({
        form_monthly_income: '1.500,50',
        form_has_bank_account: 'true',
        form_gender: 'female',
      }),
    ).toEqual({
      form_monthly_income: 1500.5,
      form_has_bank_account: true,
      form_gender: 'female',
    });
  });

  it('asks for required fields and consents, not for optional ones', () => {
    const schema = stepSchema(
      [f.form_first_name, f.form_general_policies, f.form_marketing_consents],
      spain,
    );
    expect(
      errors(schema, {
        form_first_name: '  ',
        form_general_policies: false,
        form_marketing_consents: false,
      }),
    ).toEqual({
      form_first_name: 'validation.required',
      form_general_policies: 'validation.required',
    });
  });

  it("uses the contract's rules, with the brand's country and loan limits", async () => {
    const fields = [f.form_first_name, f.phone_number, f.loan_amount, f.form_iban];
    const schema = stepSchema(
      fields,
      germany,
      await loadHeavyRules(fields, germany.country, heavyFieldNames),
    );
    expect(
      errors(schema, {
        form_first_name: 'R2D2',
        phone_number: '+34 612 345 678',
        loan_amount: '130000',
        form_iban: 'ES9121000418450200051332',
      }),
    ).toEqual({
      form_first_name: 'validation.name.format',
      phone_number: 'validation.phone.country',
      loan_amount: 'validation.amount.max',
      form_iban: 'validation.iban.country',
    });
    expect(
      errors(schema, {
        form_first_name: 'Jürgen',
        phone_number: '0151 23456789',
        loan_amount: '20000',
        form_iban: 'DE89 3704 0044 0532 0130 00',
      }),
    ).toEqual({});
  });

  it("checks postal codes and the national ID in the brand country's written form", async () => {
    const poland = products.ratapro;
    const fields = [f.form_postal_code, f.form_personal_code];
    const schema = stepSchema(
      fields,
      poland,
      await loadHeavyRules(fields, poland.country, heavyFieldNames),
    );
    expect(
      errors(schema, { form_postal_code: '00950', form_personal_code: '85111212345' }),
    ).toEqual({
      form_postal_code: 'validation.postalCode.format',
      form_personal_code: 'validation.personalCode.format',
    });
    expect(
      errors(schema, { form_postal_code: '00-950', form_personal_code: '85111212344' }),
    ).toEqual({});
  });

  it('checks only the shape of a phone or IBAN until their rules have loaded', () => {
    const schema = stepSchema([f.phone_number, f.form_iban], germany);
    expect(
      errors(schema, { phone_number: '+34 612 345 678', form_iban: 'ES9121000418450200051332' }),
    ).toEqual({});
    expect(errors(schema, { phone_number: 'call me', form_iban: 'ES91' })).toMatchObject({
      phone_number: 'validation.phone.format',
    });
  });

  it('accepts only the offered options of a choice', () => {
    expect(errors(stepSchema([f.form_education], spain), { form_education: 'wizardry' })).toEqual({
      form_education: 'validation.choice',
    });
  });

  // The same contract rule gives the same message in the legacy flow and the post-offer screens
  // (their step-schema and step-body tests): all three resolve through the form kit (ADR 0052).
  it("gives the contract's name message through the form kit's resolver, on the field", async () => {
    const resolve = stepResolver([f.form_first_name], spain, {});
    const result = await resolve({ form_first_name: 'R2D2' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.form_first_name?.message).toBe(M.nameFormat);
  });
});
