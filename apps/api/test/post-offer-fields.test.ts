import { sampleAnswersFor } from '@finceptiv/contract/fixtures/sample-answers';
import { postOfferStepFor } from '@finceptiv/contract/post-offer-steps';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { XsrfSession } from '../src/test-support/xsrf-session.ts';
import { leadAtFirstPostOfferStep } from './support/lead-walk.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Issue 20 item 4: after the decision each step takes only its own fields, and what the
// decision used (amount, period, birth date, income, personal code) stays as it was.
const S = ProgressState;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const leadAtFirstStep = (birthDay: number, personal?: Record<string, string>) =>
  leadAtFirstPostOfferStep(t.client, birthDay, personal);

async function stored(id: string) {
  return t.database.db
    .selectFrom('leads')
    .select(['data', 'progress_state'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

const post = (client: XsrfSession, url: string, payload: object) =>
  client.inject({ method: 'POST', url, payload });

describe('post-offer steps take only their own fields', () => {
  it.each([
    ['the amount', { amount: 999, period: 90 }, ['amount', 'period']],
    ['the birth date', { personalDetails: { dateOfBirth: '1970-01-01' } }, ['personalDetails']],
    ['the phone', { contactDetails: { phoneNumber: '+34 699 999 999' } }, ['contactDetails']],
    ['the income', { incomeDetails: { monthlyIncome: 90_000 } }, ['incomeDetails']],
  ])('refuse %s with 422 naming each field, and change nothing', async (_, extra, names) => {
    const lead = await leadAtFirstStep(14); // Ibancar Motor: /vehicle first
    expect(lead.state).toBe(S.Vehicle);
    const before = await stored(lead.id);
    const response = await post(t.client, '/api/lead/vehicle', {
      id: lead.id,
      answers: sampleAnswersFor(postOfferStepFor(S.Vehicle)?.answers ?? []),
      ...extra,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: names.map((fieldName) => ({ fieldName, message: 'validation.unknownField' })),
    });
    expect(await stored(lead.id)).toEqual(before);
  });

  it('refuse an answer the step does not ask, and a sibling state field on a shared endpoint', async () => {
    const vehicle = await leadAtFirstStep(14);
    const foreign = await post(t.client, '/api/lead/vehicle', {
      id: vehicle.id,
      answers: {
        ...sampleAnswersFor(postOfferStepFor(S.Vehicle)?.answers ?? []),
        decision: 'accepted',
      },
    });
    expect(foreign.json()).toEqual({
      errors: [{ fieldName: 'answers.decision', message: 'validation.unknownField' }],
    });
    // /lead/account serves Tink (17) and the account type (18): 17 takes no answers.
    const wenance = await leadAtFirstStep(2);
    expect(wenance.state).toBe(S.WenanceTink);
    const sibling = await post(t.client, '/api/lead/account', {
      id: wenance.id,
      answers: { account_type: 'savings' },
    });
    expect(sibling.statusCode).toBe(422);
    expect(sibling.json()).toEqual({
      errors: [{ fieldName: 'answers', message: 'validation.unknownField' }],
    });
  });

  it('let the CNP step fill an empty personal code but never change one the decision saw', async () => {
    const empty = await leadAtFirstStep(13); // Credius: /cnp first
    expect(empty.state).toBe(S.Cnp);
    const filled = await post(t.client, '/api/lead/cnp', {
      id: empty.id,
      personalDetails: { personalCode: '1900313400010' },
    });
    expect(filled.statusCode).toBe(200);

    // The lead is Fiesta's (Spain): the code the decision saw is a Spanish DNI (ADR 0028).
    const given = await leadAtFirstStep(13, { personalCode: '12345678Z' });
    const changed = await post(t.client, '/api/lead/cnp', {
      id: given.id,
      personalDetails: { personalCode: '2900313400019' },
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({
      errors: [
        { fieldName: 'personalDetails.personalCode', message: 'validation.frozenAfterDecision' },
      ],
    });
    const same = await post(t.client, '/api/lead/cnp', {
      id: given.id,
      personalDetails: { personalCode: '12345678Z' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('take Provident figures as checked answers, leaving the decided amount and period', async () => {
    const lead = await leadAtFirstStep(10);
    expect(lead.state).toBe(S.ProvidentOffer);
    const url = '/api/lead/offer/update-provident-offer';
    const asLead = await post(t.client, url, { id: lead.id, amount: 400, period: 61 });
    expect(asLead.statusCode).toBe(422);
    const tooMuch = await post(t.client, url, {
      id: lead.id,
      answers: { decision: 'accepted', offer_amount: 5000 },
    });
    expect(tooMuch.json()).toEqual({
      errors: [{ fieldName: 'answers.offer_amount', message: 'validation.number.max' }],
    });
    const taken = await post(t.client, url, {
      id: lead.id,
      answers: { decision: 'accepted', offer_amount: 400, offer_period: 61 },
    });
    expect(taken.statusCode).toBe(200);
    const { data } = await stored(lead.id);
    expect(data).toMatchObject({ amount: 500, period: 61 });
  });

  it('keep lead updates closed from Checking on', async () => {
    const lead = await leadAtFirstStep(14);
    const update = await t.client.inject({
      method: 'PUT',
      url: '/api/v2/lead',
      payload: { product: 'fiesta', id: lead.id, amount: 900 },
    });
    expect(update.statusCode).toBe(409);
    expect((await stored(lead.id)).data).toMatchObject({ amount: 500 });
  });
});
