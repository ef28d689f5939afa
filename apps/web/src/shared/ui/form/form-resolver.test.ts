import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import { nameSchema } from '@finceptiv/contract/validation/text-rules';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { FormInput } from './field-props';
import type { DataPointField } from './field-types';
import { checkRule, formResolver, formSchema, type FormRules } from './form-resolver';
import { lazyResolver } from './lazy-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

async function resolve(
  fields: readonly DataPointField[],
  input: FormInput,
  rules: FormRules<DataPointField> = { rule: () => undefined },
) {
  return formResolver<FormInput, Record<string, unknown>>(formSchema(fields, rules))(
    input,
    undefined,
    options,
  );
}

/** Each error's message by its field name ('group.key' for a nested one). */
function messages(errors: FieldErrors, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(errors).flatMap(([key, error]) =>
      error && typeof error.message === 'string'
        ? [[prefix + key, error.message]]
        : Object.entries(messages(error as FieldErrors, `${prefix}${key}.`)),
    ),
  );
}

const field = (name: string, kind: DataPointField['control']['kind'], required = true) =>
  ({ name, control: { kind }, required }) as DataPointField;

describe('the form resolver', () => {
  it("turns typed text into each control kind's value", async () => {
    const result = await resolve(
      [
        field('income', 'currency'),
        field('payday', 'integer'),
        field('bank', 'yes-no'),
        field('born', 'date'),
        field('iban', 'iban'),
        field('name', 'text'),
      ],
      {
        income: '1.500,50',
        payday: '15',
        bank: 'false',
        born: '0061-05-04',
        iban: 'de89',
        name: ' Ana ',
      },
    );
    expect(result).toEqual({
      values: {
        income: 1500.5,
        payday: 15,
        bank: false,
        born: '1961-05-04',
        iban: 'DE89',
        name: 'Ana',
      },
      errors: {},
    });
  });

  it('asks for required answers and consents, not for optional ones', async () => {
    const result = await resolve(
      [field('name', 'text'), field('policies', 'checkbox'), field('marketing', 'checkbox', false)],
      { name: '  ', policies: false, marketing: false },
    );
    expect(result.values).toEqual({});
    expect(messages(result.errors)).toEqual({ name: M.required, policies: M.required });
    expect((await resolve([field('flat', 'text', false)], { flat: '' })).errors).toEqual({});
  });

  it("applies each field's rule to its value, and a choice's options first", async () => {
    const education = {
      name: 'education',
      control: { kind: 'radio', options: ['school', 'university'] },
    } as const;
    const rules: FormRules<DataPointField> = {
      rule: (f) =>
        f.name === 'education'
          ? z.string().check(z.refine((v) => v !== 'school', { error: 'too.short' }))
          : nameSchema,
    };
    const wrong = await resolve(
      [field('name', 'text'), education],
      { name: 'R2D2', education: 'wizardry' },
      rules,
    );
    expect(messages(wrong.errors)).toEqual({ name: M.nameFormat, education: M.choice });
    const school = await resolve([education], { education: 'school' }, rules);
    expect(messages(school.errors)).toEqual({ education: 'too.short' });
  });

  it('nests fields named group.key, and a group check puts its error on a field', async () => {
    const fields = [
      field('person.firstName', 'text'),
      field('person.code', 'text'),
      field('accepted', 'checkbox'),
    ];
    const rules: FormRules<DataPointField> = {
      rule: (f) => (f.name === 'person.firstName' ? nameSchema : undefined),
      group: (name, schema) =>
        schema.check(
          z.superRefine((group: Record<string, unknown>, ctx) => {
            if (name === 'person' && group.code === 'bad')
              ctx.addIssue({
                code: 'custom',
                message: 'code.wrong',
                path: ['code'],
                input: group.code,
              });
          }),
        ),
    };
    const wrong = await resolve(
      fields,
      { person: { firstName: '', code: ' ' }, accepted: true } as unknown as FormInput,
      rules,
    );
    expect(messages(wrong.errors)).toEqual({
      'person.firstName': M.required,
      'person.code': M.required,
    });
    const right = await resolve(
      fields,
      { person: { firstName: 'Ana', code: 'ok' }, accepted: true } as unknown as FormInput,
      rules,
    );
    expect(right.values).toEqual({ person: { firstName: 'Ana', code: 'ok' }, accepted: true });
    const crossed = await resolve(
      fields,
      { person: { firstName: 'Ana', code: 'bad' }, accepted: true } as unknown as FormInput,
      rules,
    );
    expect(messages(crossed.errors)).toEqual({ 'person.code': 'code.wrong' });
  });

  it("takes a form's own conversion and checks written as functions", async () => {
    const year = field('year', 'integer');
    const rules: FormRules<DataPointField> = {
      toValue: (_f, raw) => Number(raw) + 2000,
      rule: () => checkRule((v) => (typeof v === 'number' && v > 2030 ? M.numberMax : undefined)),
    };
    expect((await resolve([year], { year: '18' }, rules)).values).toEqual({ year: 2018 });
    expect(messages((await resolve([year], { year: '45' }, rules)).errors)).toEqual({
      year: M.numberMax,
    });
  });
});

describe('a lazy resolver', () => {
  it('loads the checks for what the form holds, then runs them', async () => {
    const load = vi.fn((input: FormInput) =>
      Promise.resolve(
        formResolver<FormInput, FormInput>(
          formSchema(input.more === true ? [field('name', 'text')] : [], {
            rule: () => nameSchema,
          }),
        ),
      ),
    );
    const resolver = lazyResolver(load);
    expect((await resolver({ more: false, name: '' }, undefined, options)).errors).toEqual({});
    const asked = await resolver({ more: true, name: '4' }, undefined, options);
    expect(messages(asked.errors)).toEqual({ name: M.nameFormat });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
