import { sampleAnswersFor } from '@finceptiv/contract/fixtures/sample-answers';
import { postOfferStepFor } from '@finceptiv/contract/post-offer-steps';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadAtFirstPostOfferStep } from './support/lead-walk.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Issue 23 item 6 (ADR 0035): post-offer answers travel under the spec's data point names and
// the server checks each with the contract rule the web form applies: a wrong value, a missing
// required answer or an old name is a 422 naming `answers.<name>`, never a 5xx, and changes nothing.
const S = ProgressState;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const leadAtFirstStep = (birthDay: number) => leadAtFirstPostOfferStep(t.client, birthDay);

async function stored(id: string) {
  return t.database.db
    .selectFrom('leads')
    .select(['data', 'state', 'progress_state'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

const post = (url: string, payload: object) => t.client.inject({ method: 'POST', url, payload });
const answersOf = (state: number) => sampleAnswersFor(postOfferStepFor(state)?.answers ?? []);

describe('post-offer answers under their contract rules', () => {
  it('refuse wrong vehicle answers with 422 naming each and its message key, changing nothing', async () => {
    const lead = await leadAtFirstStep(14); // Ibancar Motor: /vehicle first
    expect(lead.state).toBe(S.Vehicle);
    const before = await stored(lead.id);
    const response = await post('/api/lead/vehicle', {
      id: lead.id,
      answers: {
        ...answersOf(S.Vehicle),
        form_vehicle_registration_year: 1975,
        form_vehicle_odometer: 2_500_000,
        form_vehicle_plate_number: '$$$',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: [
        { fieldName: 'answers.form_vehicle_registration_year', message: 'validation.number.min' },
        { fieldName: 'answers.form_vehicle_odometer', message: 'validation.number.max' },
        {
          fieldName: 'answers.form_vehicle_plate_number',
          message: 'validation.vehiclePlate.format',
        },
      ],
    });
    expect(await stored(lead.id)).toEqual(before);
  });

  it('refuse a missing required answer, and the old names as unknown fields', async () => {
    const lead = await leadAtFirstStep(14);
    const withoutBrand = { ...answersOf(S.Vehicle), form_vehicle_brand: undefined };
    const missing = await post('/api/lead/vehicle', { id: lead.id, answers: withoutBrand });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      errors: [{ fieldName: 'answers.form_vehicle_brand', message: 'validation.required' }],
    });
    const empty = await post('/api/lead/vehicle', { id: lead.id });
    expect(empty.json()).toEqual({
      errors: [{ fieldName: 'answers', message: 'validation.required' }],
    });
    const old = await post('/api/lead/vehicle', {
      id: lead.id,
      answers: { ...answersOf(S.Vehicle), vehicle_brand: 'Toyota', vehicle_year: 2018 },
    });
    expect(old.statusCode).toBe(422);
    expect(old.json()).toEqual({
      errors: [
        { fieldName: 'answers.vehicle_brand', message: 'validation.unknownField' },
        { fieldName: 'answers.vehicle_year', message: 'validation.unknownField' },
      ],
    });
  });

  it('take good answers and keep them under the spec names', async () => {
    const lead = await leadAtFirstStep(14);
    const response = await post('/api/lead/vehicle', {
      id: lead.id,
      answers: answersOf(S.Vehicle),
    });
    expect(response.statusCode).toBe(200);
    const { state } = await stored(lead.id);
    expect((state as { answers: Record<string, unknown> }).answers['/lead/vehicle']).toEqual(
      answersOf(S.Vehicle),
    );
  });

  it("ask Smava's salary cycle on the additional employment details", async () => {
    const lead = await leadAtFirstStep(6); // Smava: personal details, then employment
    expect(lead.state).toBe(S.AdditionalPersonalDetails);
    const personal = await post('/api/lead/offer/personal-details', {
      id: lead.id,
      answers: { form_housing_tenure: 'castle', form_marital_status: 'single' },
    });
    expect(personal.json()).toEqual({
      errors: [{ fieldName: 'answers.form_housing_tenure', message: 'validation.choice' }],
    });
    const next = await post('/api/lead/offer/personal-details', {
      id: lead.id,
      answers: answersOf(S.AdditionalPersonalDetails),
    });
    expect(next.json<{ progressState: number }>().progressState).toBe(
      S.AdditionalEmploymentDetails,
    );
    const url = '/api/lead/offer/employment-details';
    const wrong = await post(url, {
      id: lead.id,
      answers: { ...answersOf(S.AdditionalEmploymentDetails), form_salary_cycle_value: 32 },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      errors: [{ fieldName: 'answers.form_salary_cycle_value', message: 'validation.number.max' }],
    });
    const good = await post(url, {
      id: lead.id,
      answers: answersOf(S.AdditionalEmploymentDetails),
      employer: { name: 'Acme Ibérica' },
    });
    expect(good.statusCode).toBe(200);
  });

  it("need IPF Digital's financing option with an accepted offer only", async () => {
    const lead = await leadAtFirstStep(15);
    expect(lead.state).toBe(S.IpfdOfferChoice);
    const url = '/api/lead/offer/accept-creditea-offer';
    const without = await post(url, { id: lead.id, answers: { decision: 'accepted' } });
    expect(without.statusCode).toBe(422);
    expect(without.json()).toEqual({
      errors: [{ fieldName: 'answers.form_financing_option', message: 'validation.required' }],
    });
    const wrong = await post(url, {
      id: lead.id,
      answers: { decision: 'accepted', form_financing_option: 'lease' },
    });
    expect(wrong.json()).toEqual({
      errors: [{ fieldName: 'answers.form_financing_option', message: 'validation.choice' }],
    });
    const taken = await post(url, {
      id: lead.id,
      answers: { decision: 'accepted', form_financing_option: 'credit_line' },
    });
    expect(taken.statusCode).toBe(200);
  });

  it("take Instabank's contact channel opt-ins beside its policies, as booleans only", async () => {
    const lead = await leadAtFirstStep(11);
    expect(lead.state).toBe(S.InstabankOffer);
    const sale = await post('/api/lead/sale', { id: lead.id, answers: { decision: 'accepted' } });
    const atConsents = sale.json<{ progressState: number; customerConsents: { id: string }[] }>();
    expect(atConsents.progressState).toBe(S.DynamicConsents);
    const consents = Object.fromEntries(atConsents.customerConsents.map((c) => [c.id, true]));
    const url = '/api/lead/offer/dynamic-policy';
    const wrong = await post(url, {
      id: lead.id,
      consents,
      answers: { consent_email: 'yes', consent_fax: true },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      errors: [
        { fieldName: 'answers.consent_email', message: 'validation.invalid' },
        { fieldName: 'answers.consent_fax', message: 'validation.unknownField' },
      ],
    });
    const good = await post(url, { id: lead.id, consents, answers: answersOf(S.DynamicConsents) });
    expect(good.statusCode).toBe(200);
    const { state } = await stored(lead.id);
    expect((state as { answers: Record<string, unknown> }).answers[url.slice(4)]).toEqual(
      answersOf(S.DynamicConsents),
    );
  });
});
