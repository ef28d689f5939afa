import { products } from '@finceptiv/contract/products';
import { describe, expect, it } from 'vitest';
import { fields as f } from '../../definitions/fields';
import { formSchema } from './form-schema';
import { loadHeavyRules } from './heavy-rules';

const spain = products.fiesta;
const germany = products.askrobin;

function errors(schema: ReturnType<typeof formSchema>, input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('step schema from the contract rules', () => {
  it('converts input text to data point values', () => {
    const schema = formSchema(
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
    const schema = formSchema(
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
    const schema = formSchema(fields, germany, await loadHeavyRules(fields, germany.country));
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
    const schema = formSchema(fields, poland, await loadHeavyRules(fields, poland.country));
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
    const schema = formSchema([f.phone_number, f.form_iban], germany);
    expect(
      errors(schema, { phone_number: '+34 612 345 678', form_iban: 'ES9121000418450200051332' }),
    ).toEqual({});
    expect(errors(schema, { phone_number: 'call me', form_iban: 'ES91' })).toMatchObject({
      phone_number: 'validation.phone.format',
    });
  });

  it('accepts only the offered options of a choice', () => {
    expect(errors(formSchema([f.form_education], spain), { form_education: 'wizardry' })).toEqual({
      form_education: 'validation.choice',
    });
  });
});
