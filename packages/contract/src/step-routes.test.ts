import { describe, expect, it } from 'vitest';
import { finalStates, ProgressState, progressStateValues } from './progress-states.ts';
import {
  applicationRoutes,
  customerConsentsRoute,
  navigationModeFor,
  routeForState,
  stateForRoute,
  statesByScreenKind,
  stepRoutes,
} from './step-routes.ts';

// Copied from spec 2 by hand, so the table is checked against the spec, not against itself.
const specApplicationRoutes = [
  '/',
  '/loan-information',
  '/personal-details',
  '/contact-details',
  '/income-details',
  '/other-information',
  '/reference-information',
  '/checking',
  '/accepted',
  '/thank-you',
  '/redirected',
  '/rejected',
  '/continue/:id',
  '/unsubscribe',
];
const specStateRoutes = [
  '/mobile-verification',
  '/instantor',
  '/change-mobile-number',
  '/vehicle',
  '/wenance-tink',
  '/wenance-account',
  '/moneyman-paylands',
  '/consents',
  '/dynamic-consents',
  '/employment-details',
  '/additional-employment-details',
  '/marital-details',
  '/aide',
  '/credit-details',
  '/professional-details',
  '/cnp',
  '/advanzia-consents',
  '/id-upload',
  '/customer-debts',
  '/reference-details',
  '/wniosek',
  '/wniosek-uzupelnienie',
  '/santander-comperia',
  '/smava',
  '/tfbank-consents',
  '/ipfd-offer-choice',
  '/cofidis-offer',
  '/provident-offer',
  '/instabank-offer',
];

describe('step routes', () => {
  it('lists every route of spec 2 exactly once (14 application + 29 state-driven + /404)', () => {
    expect(specApplicationRoutes).toHaveLength(14);
    expect(specStateRoutes).toHaveLength(29);
    const all = [...stepRoutes.map((r) => r.path), ...Object.values(applicationRoutes)];
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual([...specApplicationRoutes, ...specStateRoutes, '/404'].sort());
  });

  it('gives each state at most one route, and every state but None and Continue one', () => {
    const states = stepRoutes.map((r) => r.state);
    expect(new Set(states).size).toBe(states.length);
    const without = progressStateValues.filter((s) => !states.includes(s));
    expect(without).toEqual([ProgressState.None, ProgressState.Continue]);
  });

  it('records the form data key of the form-data states', () => {
    const keys = Object.fromEntries(
      stepRoutes.filter((r) => r.formDataKey).map((r) => [r.state, r.formDataKey]),
    );
    expect(keys).toEqual({
      2: 'personalDetails',
      3: 'contactDetails',
      4: 'incomeDetails',
      5: 'otherDetails',
      8: 'employer',
      25: 'referenceInformation',
    });
  });

  it.each([
    [ProgressState.PersonalDetails, '/personal-details', 'push'],
    [ProgressState.EmploymentDetails, '/employment-details', 'push'],
    [ProgressState.MobileVerification, '/mobile-verification', 'replace'],
    [ProgressState.PolicyConsents, '/consents', 'replace'],
    [ProgressState.WniosekSupplement, '/wniosek-uzupelnienie', 'replace'],
    [ProgressState.None, '/', 'replace'],
    [ProgressState.Continue, '/', 'replace'],
  ] as const)('state %i -> %s (%s)', (state, path, mode) => {
    expect(routeForState(state)).toBe(path);
    expect(navigationModeFor(state)).toBe(mode);
  });

  it('marks afterOffer consistently with navigation mode and maps paths back to states', () => {
    for (const r of stepRoutes) {
      expect(r.afterOffer).toBe(navigationModeFor(r.state) === 'replace');
      expect(stateForRoute(r.path)).toBe(r.state);
    }
    expect(stateForRoute('/nope')).toBeUndefined();
  });

  it('builds the customer consents route with an escaped id', () => {
    expect(customerConsentsRoute('abc-123')).toBe('/abc-123/consents');
    expect(customerConsentsRoute('a/b')).toBe('/a%2Fb/consents');
  });

  it('gives every routed state after the offer, outcomes aside, exactly one kind of screen', () => {
    const outcomes: readonly number[] = [
      ProgressState.Checking,
      ProgressState.Accepted,
      ...finalStates,
    ];
    const drawn = Object.values(statesByScreenKind).flat();
    expect(new Set(drawn).size, 'a state drawn by two kinds').toBe(drawn.length);
    expect([...drawn].sort((a, b) => a - b)).toEqual(
      stepRoutes
        .filter((r) => r.afterOffer && !outcomes.includes(r.state))
        .map((r) => r.state)
        .sort((a, b) => a - b),
    );
  });
});
