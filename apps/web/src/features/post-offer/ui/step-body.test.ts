import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import { describe, expect, it } from 'vitest';
import {
  answerChoices,
  answerRuleFor,
  answerRuleMessage,
} from '@finceptiv/contract/post-offer-answers';
import { screenDefinitions, screenForPath } from '../definitions/screens';
import type { FormScreen, ScreenField } from '../definitions/types';
import type { CountryCode } from '@finceptiv/contract/product-ids';
import { answerResolver } from './answer-resolver';
import { fieldForError, stepBody } from './step-body';

const check = { fields: {}, shouldUseNativeValidation: false } as const;

/** The message key the form shows for one answer typed alone, if any. */
async function answerMessage(field: ScreenField, typed: string | boolean, country: CountryCode) {
  const { errors } = await answerResolver([field], country)(
    { [field.name]: typed },
    undefined,
    check,
  );
  return errors[field.name]?.message;
}

const form = (path: string) => screenForPath(path) as FormScreen;

describe('step body', () => {
  it('puts lead-path answers on the lead and the rest under answers', () => {
    const { fields } = form('/reference-details');
    const body = stepBody('lead-1', fields, {
      form_reference_type: 'friend',
      form_reference_name: 'Luis Pérez',
      form_reference_phone_number: '+34 612 000 111',
    });
    expect(body).toEqual({
      id: 'lead-1',
      referenceDetails: { type: 'friend', name: 'Luis Pérez', phoneNumber: '+34 612 000 111' },
    });
    expect(
      stepBody('lead-1', form('/marital-details').fields, {
        form_marital_status: 'single',
        form_number_of_dependants: 0,
      }),
    ).toEqual({
      id: 'lead-1',
      answers: { form_marital_status: 'single', form_number_of_dependants: 0 },
    });
  });

  it('maps server field errors back to the field', () => {
    const { fields } = form('/cnp');
    expect(fieldForError(fields, 'personalDetails.personalCode')?.name).toBe('cnp');
    expect(
      fieldForError(form('/vehicle').fields, 'answers.form_vehicle_registration_year')?.name,
    ).toBe('form_vehicle_registration_year');
    expect(fieldForError(fields, 'somethingElse')).toBeUndefined();
  });
});

const field = (path: string, name: string) =>
  form(path).fields.find((f) => f.name === name) as ScreenField;

describe('answer checks', () => {
  it('require answers unless optional, and check what is given', async () => {
    const year = field('/vehicle', 'form_vehicle_registration_year');
    expect(await answerMessage(year, '', 'ES')).toBe(M.required);
    expect(await answerMessage(year, '1950', 'ES')).toBe(M.numberMin);
    expect(await answerMessage(year, '2018', 'ES')).toBeUndefined();
    const downPayment = field('/vehicle', 'form_has_vehicle_down_payment');
    expect(await answerMessage(downPayment, '', 'ES')).toBeUndefined();
    expect(await answerMessage(field('/aide', 'aide_amount'), '-5', 'ES')).toBe(M.numberMin);
  });

  it('refuse a CNP with a wrong check digit and a choice outside the options', async () => {
    expect(await answerMessage(field('/cnp', 'cnp'), '1900313400011', 'RO')).toBe('errors>cnp');
    expect(await answerMessage(field('/cnp', 'cnp'), '1900313400010', 'RO')).toBeUndefined();
    expect(
      await answerMessage(field('/marital-details', 'form_marital_status'), 'complicated', 'ES'),
    ).toBe(M.choice);
  });

  it("check phone numbers with the contract's rule for the brand's country", async () => {
    const phone = field('/reference-details', 'form_reference_phone_number');
    expect(await answerMessage(phone, '+34 612 000 111', 'ES')).toBeUndefined();
    expect(await answerMessage(phone, '+34 612 000 111', 'PL')).toBe(M.phoneCountry);
    expect(await answerMessage(phone, '12', 'ES')).toBe(M.phoneFormat);
  });
});

describe('answers through the form kit resolver (ADR 0052)', () => {
  it("give the contract's name message on the field, as the other forms do", async () => {
    const name = field('/reference-details', 'form_reference_name');
    expect(await answerMessage(name, 'R2D2', 'ES')).toBe(M.nameFormat);
  });

  it('leave every optional box unticked without a message', async () => {
    let boxes = 0;
    for (const screen of screenDefinitions) {
      if (screen.kind !== 'form' && screen.kind !== 'consents' && screen.kind !== 'offer') continue;
      for (const f of screen.fields ?? []) {
        if (f.control.kind !== 'checkbox' || f.required !== false) continue;
        expect(await answerMessage(f, false, 'ES'), f.name).toBeUndefined();
        boxes++;
      }
    }
    expect(boxes).toBeGreaterThan(0);
  });
});

describe('look-up selects', () => {
  it('accept any loaded option (the form keeps them to the loaded list)', async () => {
    const position = form('/professional-details').fields.find(
      (f) => f.name === 'form_job_position',
    );
    expect(position && (await answerMessage(position, 'employee', 'ES'))).toBeUndefined();
  });
});

describe('a vehicle registration year typed with two digits (spec 9)', () => {
  const { fields } = form('/vehicle');
  const year = fields.find((f) => f.name === 'form_vehicle_registration_year') as ScreenField;
  const resolve = answerResolver([year], 'ES');
  const sent = async (typed: string) => {
    const result = await resolve({ form_vehicle_registration_year: typed }, undefined, check);
    return result.values.form_vehicle_registration_year;
  };

  it('sends 00 to 20 as 2000 to 2020 and 99 as 1999', async () => {
    expect(await sent('00')).toBe(2000);
    expect(await sent('18')).toBe(2018);
    expect(await sent('99')).toBe(1999);
  });

  it('reads 59 and 60 as 2059 and 2060 (too late) and 61 as 1961 (too early)', async () => {
    expect(await answerMessage(year, '59', 'ES')).toBe(M.numberMax);
    expect(await answerMessage(year, '60', 'ES')).toBe(M.numberMax);
    expect(await answerMessage(year, '61', 'ES')).toBe(M.numberMin);
  });
});

// Issue 23 item 6 (ADR 0035): the resolver applies the contract's rule of each answer, the one
// the API checks the step body with, so both give the same message key for the same value.
describe('answers checked with the contract rules the API applies', () => {
  const asSent = (name: string, value: unknown) => answerRuleMessage(name, value);

  it.each([
    ['/vehicle', 'form_vehicle_odometer', '2000001', 2_000_001],
    ['/vehicle', 'form_vehicle_plate_number', '$$', '$$'],
    ['/wniosek', 'form_id_card_number', 'AB12', 'AB12'],
    ['/customer-debts', 'form_total_debt_amount', '500001', 500_001],
    ['/customer-debts', 'form_overdue_debt_amount', '1001', 1001],
    ['/additional-employment-details', 'form_salary_cycle_value', '32', 32],
    ['/marital-details', 'form_number_of_dependants', '16', 16],
  ])('%s %s: %s gives the server message', async (path, name, typed, value) => {
    const expected = asSent(name, value);
    expect(expected).toBeDefined();
    expect(await answerMessage(field(path, name), typed, 'ES')).toBe(expected);
  });

  it('give the plate and ID card their own contract messages', async () => {
    expect(await answerMessage(field('/vehicle', 'form_vehicle_plate_number'), 'B-', 'ES')).toBe(
      M.vehiclePlateFormat,
    );
    expect(await answerMessage(field('/wniosek', 'form_id_card_number'), 'x', 'ES')).toBe(
      M.idCardNumberFormat,
    );
  });

  it('take required-ness from the contract', () => {
    for (const screen of screenDefinitions) {
      if (screen.kind !== 'form' && screen.kind !== 'consents' && screen.kind !== 'offer') continue;
      for (const f of screen.fields ?? []) {
        if (f.leadPath) continue;
        const rule = answerRuleFor(f.name);
        // An offer's field is answered only by accepting: required then (requiredWhenAccepted).
        expect(f.required, f.name).toBe(
          rule?.required === true || rule?.requiredWhenAccepted === true,
        );
      }
    }
  });

  it('offer the choices the contract allows', () => {
    const cycle = field('/additional-employment-details', 'form_salary_cycle');
    expect(cycle.control).toEqual({ kind: 'radio', options: answerChoices.form_salary_cycle });
  });
});
