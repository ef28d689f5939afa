import { describe, expect, it } from 'vitest';
import { isAtTarget, stateOfAddress, targetFor } from './state-target';

describe('targetFor', () => {
  it('pushes before the offer and replaces after it', () => {
    expect(targetFor(2)).toMatchObject({ path: '/personal-details', replace: false });
    expect(targetFor(8)).toMatchObject({ path: '/employment-details', replace: false });
    expect(targetFor(40)).toMatchObject({ path: '/provident-offer', replace: true });
  });

  it('sends None, Continue and numbers the table does not know to the index', () => {
    for (const state of [0, 14, 42, -1, 2.5]) expect(targetFor(state).path).toBe('/');
  });

  it('leaves LoanInformation to the dynamic form on a v3 brand, on any form address', () => {
    const v3 = targetFor(1, 'v3');
    expect(isAtTarget('/', v3)).toBe(true);
    expect(isAtTarget('/form/date-of-birth', v3)).toBe(true);
    expect(isAtTarget('/loan-information', v3)).toBe(false);
    expect(isAtTarget('/form/date-of-birth', targetFor(1))).toBe(false);
    expect(targetFor(1).path).toBe('/loan-information');
  });

  it('leaves a form address to the dynamic form before a v3 lead exists', () => {
    expect(isAtTarget('/form/rent-amount', targetFor(0, 'v3'))).toBe(true);
    expect(isAtTarget('/checking', targetFor(0, 'v3'))).toBe(false);
    expect(isAtTarget('/personal-details', targetFor(0))).toBe(false);
  });
});

describe('stateOfAddress', () => {
  it('counts a v3 form address as LoanInformation, but not the index', () => {
    expect(stateOfAddress('/form/name', 'v3')).toBe(1);
    expect(stateOfAddress('/', 'v3')).toBeUndefined();
    expect(stateOfAddress('/form/name')).toBeUndefined();
    expect(stateOfAddress('/checking', 'v3')).toBe(6);
  });
});
