import { describe, expect, it } from 'vitest';
import {
  beforeOfferStates,
  isAfterOffer,
  isProgressState,
  ProgressState,
  progressStateNames,
  progressStateValues,
} from './progress-states.ts';

describe('progress states', () => {
  it('has the 42 states of spec 4, numbered 0..41 without gaps', () => {
    expect(progressStateNames).toHaveLength(42);
    expect(progressStateValues).toEqual(Array.from({ length: 42 }, (_, i) => i));
    progressStateNames.forEach((name, i) => {
      expect(ProgressState[name]).toBe(i);
    });
  });

  it.each([
    [0, 'None'],
    [8, 'EmploymentDetails'],
    [14, 'Continue'],
    [20, 'PolicyConsents'],
    [25, 'ReferenceInformation'],
    [34, 'WniosekSupplement'],
    [41, 'InstabankOffer'],
  ])('state %i is %s', (value, name) => {
    expect(progressStateNames[value]).toBe(name);
  });

  it('puts exactly 1-5, 25 and 8 before the offer', () => {
    expect([...beforeOfferStates].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 8, 25]);
    const after = progressStateValues.filter((s) => isAfterOffer(s));
    expect(after).toHaveLength(35);
    expect(after).toContain(0);
    expect(after).toContain(6);
    expect(isAfterOffer(ProgressState.EmploymentDetails)).toBe(false);
  });

  it.each([
    [0, true],
    [41, true],
    [42, false],
    [-1, false],
    [1.5, false],
    ['3', false],
    [null, false],
  ])('isProgressState(%s) is %s', (value, expected) => {
    expect(isProgressState(value)).toBe(expected);
  });
});
