import { describe, expect, it } from 'vitest';
import { offerStepRoutes } from './api/offer-step-routes.ts';
import { stepBodySchemaFor, stepBodySchemaForEndpoint } from './api/post-offer-step-schemas.ts';
import { postOfferSteps, statesForEndpoint } from './post-offer-steps.ts';
import { ProgressState as S } from './progress-states.ts';
import { sampleAnswersFor } from './fixtures/sample-answers.ts';

// Valid answers to every question of the vehicle step, from the samples each rule is tested on.
const vehicleAnswers = sampleAnswersFor(postOfferSteps[S.Vehicle].answers);

const issuesOf = (result: { error?: { issues: readonly object[] } } | undefined) =>
  result?.error?.issues ?? [];

describe('post-offer step table', () => {
  it('gives every step route at least one state, and every state a step route', () => {
    const routePaths = Object.values(offerStepRoutes).flatMap((r) =>
      r.specPath === null ? [] : [r.specPath],
    );
    for (const path of routePaths) expect(statesForEndpoint(path), path).not.toHaveLength(0);
    for (const step of Object.values(postOfferSteps)) expect(routePaths).toContain(step.endpoint);
  });

  it('names each step route after its spec path, from which it is made', () => {
    expect(offerStepRoutes.offerEmploymentDetails.specPath).toBe('/lead/offer/employment-details');
    expect(offerStepRoutes.santanderComperia.specPath).toBe('/lead/santander-comperia');
    expect(offerStepRoutes.sale.specPath).toBe('/lead/sale');
    for (const route of Object.values(offerStepRoutes)) {
      if (route.specPath !== null) expect(route.path).toBe(`/api${route.specPath}`);
    }
  });

  it('has the three widget steps of spec 2 completed by a provider result', () => {
    const widgets = Object.entries(postOfferSteps)
      .filter(([, step]) => 'verification' in step)
      .map(([state]) => Number(state));
    expect(widgets).toEqual([S.Instantor, S.WenanceTink, S.MoneymanPaylands]);
  });
});

describe('strict step bodies', () => {
  const vehicle = stepBodySchemaFor(S.Vehicle);
  const answers = vehicleAnswers;

  it("accept a step's own answers", () => {
    expect(vehicle?.safeParse({ id: 'x', answers }).success).toBe(true);
  });

  it.each([
    ['the amount', { amount: 900 }, 'amount'],
    ['the birth date', { personalDetails: { dateOfBirth: '1990-01-01' } }, 'personalDetails'],
    ['the phone', { contactDetails: { phoneNumber: '+34 612 000 111' } }, 'contactDetails'],
    ['consents on a form step', { consents: { a: true } }, 'consents'],
  ])('refuse %s with an unknownField error naming it', (_, extra, key) => {
    const issues = issuesOf(vehicle?.safeParse({ id: 'x', answers, ...extra }));
    expect(issues).toEqual([
      expect.objectContaining({
        code: 'unrecognized_keys',
        keys: [key],
        message: 'validation.unknownField',
      }),
    ]);
  });

  it('refuse an answer the step does not ask, and a lead field beside the allowed one', () => {
    const foreign = { id: 'x', answers: { ...answers, decision: 'accepted' } };
    expect(issuesOf(vehicle?.safeParse(foreign))).toEqual([
      expect.objectContaining({ path: ['answers'], keys: ['decision'] }),
    ]);
    const cnp = stepBodySchemaFor(S.Cnp);
    const body = {
      id: 'x',
      personalDetails: { personalCode: '1900313400010', dateOfBirth: '1990-03-13' },
    };
    expect(issuesOf(cnp?.safeParse(body))).toEqual([
      expect.objectContaining({ path: ['personalDetails'], keys: ['dateOfBirth'] }),
    ]);
  });

  it('take the union of its states on a shared endpoint, and only there', () => {
    const account = stepBodySchemaForEndpoint('/lead/account');
    expect(account.safeParse({ id: 'x', verification: 'v1.a.b' }).success).toBe(true);
    expect(account.safeParse({ id: 'x', answers: { account_type: 'savings' } }).success).toBe(true);
    expect(
      stepBodySchemaFor(S.WenanceAccount)?.safeParse({ id: 'x', verification: 'v1' }).success,
    ).toBe(false);
  });
});

describe('step answers under their rules (ADR 0035)', () => {
  const vehicle = stepBodySchemaFor(S.Vehicle);
  const good = vehicleAnswers;
  const problems = (body: object) =>
    issuesOf(vehicle?.safeParse(body)).map((i) => ({
      path: (i as { path: unknown[] }).path.join('.'),
      message: (i as { message: string }).message,
    }));

  it('name a wrong answer with its rule message key', () => {
    expect(
      problems({
        id: 'x',
        answers: {
          ...good,
          form_vehicle_registration_year: 1979,
          form_vehicle_odometer: 12.5,
          form_vehicle_plate_number: '$$',
          form_is_vehicle_financed: 'yes',
        },
      }),
    ).toEqual([
      { path: 'answers.form_vehicle_registration_year', message: 'validation.number.min' },
      { path: 'answers.form_vehicle_odometer', message: 'validation.number.integer' },
      { path: 'answers.form_vehicle_plate_number', message: 'validation.vehiclePlate.format' },
      { path: 'answers.form_is_vehicle_financed', message: 'validation.invalid' },
    ]);
  });

  it('require what the step needs, and leave optional answers out', () => {
    const rest = {
      ...good,
      form_has_vehicle_down_payment: undefined,
      form_vehicle_brand: undefined,
    };
    expect(problems({ id: 'x', answers: rest })).toEqual([
      { path: 'answers.form_vehicle_brand', message: 'validation.required' },
    ]);
    expect(problems({ id: 'x' })).toEqual([{ path: 'answers', message: 'validation.required' }]);
  });

  it('refuse the old names as unknown fields', () => {
    const issues = issuesOf(
      vehicle?.safeParse({ id: 'x', answers: { ...good, vehicle_brand: 'Toyota' } }),
    );
    expect(issues).toEqual([
      expect.objectContaining({ keys: ['vehicle_brand'], message: 'validation.unknownField' }),
    ]);
  });

  it('need the financing option only with an accepted IPF Digital offer', () => {
    const ipfd = stepBodySchemaFor(S.IpfdOfferChoice);
    const accepted = ipfd?.safeParse({ id: 'x', answers: { decision: 'accepted' } });
    expect(issuesOf(accepted)).toEqual([
      expect.objectContaining({
        path: ['answers', 'form_financing_option'],
        message: 'validation.required',
      }),
    ]);
    const chosen = { decision: 'accepted', form_financing_option: 'credit_line' };
    expect(ipfd?.safeParse({ id: 'x', answers: chosen }).success).toBe(true);
    expect(ipfd?.safeParse({ id: 'x', answers: { decision: 'declined' } }).success).toBe(true);
  });

  it('check each state of a shared endpoint with its own required answers', () => {
    const wniosek = stepBodySchemaForEndpoint('/lead/wniosek');
    const first = { form_id_card_number: 'ABC123456', form_education: 'higher' };
    expect(wniosek.safeParse({ id: 'x', answers: first }).success).toBe(true);
    expect(
      stepBodySchemaFor(S.WniosekSupplement)?.safeParse({ id: 'x', answers: first }).success,
    ).toBe(false);
    expect(
      issuesOf(wniosek.safeParse({ id: 'x', answers: { form_id_card_number: 'AB12' } })),
    ).toEqual([expect.objectContaining({ message: 'validation.idCardNumber.format' })]);
  });
});
