import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import { describe, expect, it } from 'vitest';
import { screenForPath } from '../definitions/screens';
import type { FormScreen, ScreenField } from '../definitions/types';
import { answerMessage, answerResolver } from './answer-resolver';
import { fieldForError, stepBody } from './step-body';

const form = (path: string) => screenForPath(path) as FormScreen;

describe('step body', () => {
  it('puts lead-path answers on the lead and the rest under answers', () => {
    const { fields } = form('/reference-details');
    const body = stepBody('lead-1', fields, {
      reference_type: 'friend',
      reference_name: 'Luis Pérez',
      reference_phone: '+34 612 000 111',
    });
    expect(body).toEqual({
      id: 'lead-1',
      referenceDetails: { type: 'friend', name: 'Luis Pérez', phoneNumber: '+34 612 000 111' },
    });
    expect(
      stepBody('lead-1', form('/marital-details').fields, {
        marital_status: 'single',
        dependants: 0,
      }),
    ).toEqual({
      id: 'lead-1',
      answers: { marital_status: 'single', dependants: 0 },
    });
  });

  it('maps server field errors back to the field', () => {
    const { fields } = form('/cnp');
    expect(fieldForError(fields, 'personalDetails.personalCode')?.name).toBe('cnp');
    expect(fieldForError(form('/vehicle').fields, 'answers.vehicle_year')?.name).toBe(
      'vehicle_year',
    );
    expect(fieldForError(fields, 'somethingElse')).toBeUndefined();
  });
});

describe('answer checks', () => {
  const field = (path: string, name: string) =>
    form(path).fields.find((f) => f.name === name) as ScreenField;

  it('require answers unless optional, and check what is given', async () => {
    const year = field('/vehicle', 'vehicle_year');
    expect(await answerMessage(year, '', 'ES')).toBe(M.required);
    expect(await answerMessage(year, '1950', 'ES')).toBe(M.numberMin);
    expect(await answerMessage(year, '2018', 'ES')).toBeUndefined();
    const downPayment = field('/vehicle', 'vehicle_down_payment');
    expect(await answerMessage(downPayment, '', 'ES')).toBeUndefined();
    expect(await answerMessage(downPayment, '-5', 'ES')).toBe(M.numberMin);
  });

  it('refuse a CNP with a wrong check digit and a choice outside the options', async () => {
    expect(await answerMessage(field('/cnp', 'cnp'), '1900313400011', 'RO')).toBe('errors>cnp');
    expect(await answerMessage(field('/cnp', 'cnp'), '1900313400010', 'RO')).toBeUndefined();
    expect(
      await answerMessage(field('/marital-details', 'marital_status'), 'complicated', 'ES'),
    ).toBe(M.choice);
  });

  it("check phone numbers with the contract's rule for the brand's country", async () => {
    const phone = field('/reference-details', 'reference_phone');
    expect(await answerMessage(phone, '+34 612 000 111', 'ES')).toBeUndefined();
    expect(await answerMessage(phone, '+34 612 000 111', 'PL')).toBe(M.phoneCountry);
    expect(await answerMessage(phone, '12', 'ES')).toBe(M.phoneFormat);
  });
});

describe('look-up selects', () => {
  it('accept any loaded option (the form keeps them to the loaded list)', async () => {
    const position = form('/professional-details').fields.find((f) => f.name === 'position');
    expect(position && (await answerMessage(position, 'employee', 'ES'))).toBeUndefined();
  });
});

describe('a vehicle registration year typed with two digits (spec 9)', () => {
  const { fields } = form('/vehicle');
  const year = fields.find((f) => f.name === 'vehicle_year') as ScreenField;
  const resolve = answerResolver([year], 'ES');
  const sent = async (typed: string) => {
    const result = await resolve({ vehicle_year: typed }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    return result.values.vehicle_year;
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
