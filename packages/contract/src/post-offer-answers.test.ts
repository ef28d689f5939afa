import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { dataPointNames } from './data-point-names.ts';
import {
  answerRuleMessage,
  nonSpecAnswerNames,
  postOfferAnswerRules,
  registrationYearSchema,
} from './post-offer-answers.ts';
import { postOfferSteps } from './post-offer-steps.ts';
import { sampleAnswers } from './fixtures/sample-answers.ts';

const message = answerRuleMessage;

describe('post-offer answer rules (ADR 0035)', () => {
  it('give every answer of the step table one rule, and no rule without a step', () => {
    const asked = new Set(
      Object.values(postOfferSteps).flatMap((step) => ('answers' in step ? step.answers : [])),
    );
    expect([...asked].sort()).toEqual(Object.keys(postOfferAnswerRules).sort());
  });

  it('name every answer by a spec data point, except the listed partner answers', () => {
    const spec = new Set<string>(dataPointNames);
    for (const name of Object.keys(postOfferAnswerRules)) {
      const listed = (nonSpecAnswerNames as readonly string[]).includes(name);
      expect(spec.has(name) || listed, name).toBe(true);
      expect(spec.has(name) && listed, `${name} is a spec name`).toBe(false);
    }
  });

  it.each([
    ['form_vehicle_registration_year', 1980, undefined],
    ['form_vehicle_registration_year', 1979, 'validation.number.min'],
    ['form_vehicle_registration_year', 2018.5, 'validation.number.integer'],
    ['form_vehicle_registration_year', '2018', 'validation.invalid'],
    ['form_vehicle_odometer', 0, undefined],
    ['form_vehicle_odometer', 2_000_000, undefined],
    ['form_vehicle_odometer', 2_000_001, 'validation.number.max'],
    ['form_vehicle_odometer', -1, 'validation.number.min'],
    ['form_vehicle_odometer', 10.5, 'validation.number.integer'],
    ['form_vehicle_plate_number', '1234 BCD', undefined],
    ['form_vehicle_plate_number', 'WX-12345', undefined],
    ['form_vehicle_plate_number', 'B-', 'validation.vehiclePlate.format'],
    ['form_vehicle_plate_number', '12 $ 34', 'validation.vehiclePlate.format'],
    ['form_is_vehicle_financed', true, undefined],
    ['form_is_vehicle_financed', 'yes', 'validation.invalid'],
    ['form_id_card_number', 'ABC123456', undefined],
    ['form_id_card_number', 'abc 123456', undefined],
    ['form_id_card_number', 'AB1234567', 'validation.idCardNumber.format'],
    ['form_marital_status', 'married', undefined],
    ['form_marital_status', 'complicated', 'validation.choice'],
    ['form_number_of_dependants', 15, undefined],
    ['form_number_of_dependants', 16, 'validation.number.max'],
    ['form_total_debt_amount', 500_000, undefined],
    ['form_total_debt_amount', 500_001, 'validation.totalDebt.max'],
    ['form_overdue_debt_amount', 1001, 'validation.overdueDebt.max'],
    ['form_monthly_expenses', 900.25, undefined],
    ['form_monthly_expenses', 900.255, 'validation.invalid'],
    ['form_monthly_credit_commitments', -1, 'validation.number.min'],
    ['form_salary_cycle', 'biweekly', undefined],
    ['form_salary_cycle', 'yearly', 'validation.choice'],
    ['form_salary_cycle_value', 31, undefined],
    ['form_salary_cycle_value', 0, 'validation.number.min'],
    ['form_financing_option', 'credit_line', undefined],
    ['form_financing_option', 'lease', 'validation.choice'],
    ['form_job_position', ' ', 'validation.required'],
    ['household_size', 0, 'validation.number.min'],
    ['vehicle_brand', 'Toyota', 'validation.unknownField'],
  ])('%s: %j gives %s', (name, value, expected) => {
    expect(message(name, value)).toBe(expected);
  });

  it('move the newest registration year with the calendar', () => {
    const in2030 = registrationYearSchema(() => new Date('2030-06-01T00:00:00Z'));
    expect(z.safeParse(in2030, 2031).success).toBe(true);
    expect(z.safeParse(in2030, 2032).success).toBe(false);
  });
});

describe('sample answers', () => {
  it('pass their own rules', () => {
    for (const [name, value] of Object.entries(sampleAnswers))
      expect(message(name, value), name).toBeUndefined();
  });
});
