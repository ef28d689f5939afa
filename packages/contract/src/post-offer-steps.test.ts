import { describe, expect, it } from 'vitest';
import { offerStepRoutes } from './api/offer-step-routes.ts';
import { stepBodySchemaFor, stepBodySchemaForEndpoint } from './api/post-offer-step-schemas.ts';
import { postOfferSteps, statesForEndpoint } from './post-offer-steps.ts';
import { ProgressState as S } from './progress-states.ts';

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

  it('has the three widget steps of spec 2 completed by a provider result', () => {
    const widgets = Object.entries(postOfferSteps)
      .filter(([, step]) => 'verification' in step)
      .map(([state]) => Number(state));
    expect(widgets).toEqual([S.Instantor, S.WenanceTink, S.MoneymanPaylands]);
  });
});

describe('strict step bodies', () => {
  const vehicle = stepBodySchemaFor(S.Vehicle);

  it("accept a step's own answers", () => {
    expect(vehicle?.safeParse({ id: 'x', answers: { vehicle_year: 2018 } }).success).toBe(true);
  });

  it.each([
    ['the amount', { amount: 900 }, 'amount'],
    ['the birth date', { personalDetails: { dateOfBirth: '1990-01-01' } }, 'personalDetails'],
    ['the phone', { contactDetails: { phoneNumber: '+34 612 000 111' } }, 'contactDetails'],
    ['consents on a form step', { consents: { a: true } }, 'consents'],
  ])('refuse %s with an unknownField error naming it', (_, extra, key) => {
    const issues = issuesOf(vehicle?.safeParse({ id: 'x', ...extra }));
    expect(issues).toEqual([
      expect.objectContaining({
        code: 'unrecognized_keys',
        keys: [key],
        message: 'validation.unknownField',
      }),
    ]);
  });

  it('refuse an answer the step does not ask, and a lead field beside the allowed one', () => {
    expect(issuesOf(vehicle?.safeParse({ id: 'x', answers: { decision: 'accepted' } }))).toEqual([
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
