import { describe, expect, it } from 'vitest';
import type { FormDefinition, SequencedStep } from '../definitions/types';
import { saveForm } from './errors';
import { progressPercentage } from './progress';
import { shownForms } from './sequence';
import { testForms, testState } from '../test-support/test-forms';

const step = (path: string, manualProgress?: number): SequencedStep => ({
  path,
  context: 'Personal details',
  stepType: 'dynamic',
  includeOnInit: true,
  dataPoints: [],
  ...(manualProgress === undefined ? {} : { manualProgress }),
});

describe('progress percentage', () => {
  it('counts the forms shown before the current one', () => {
    const shown = [step('a'), step('b'), step('c'), step('d')];
    expect(shown.map((f) => progressPercentage(shown, f.path))).toEqual([0, 25, 50, 75]);
  });

  it('stays correct when a condition adds a form', () => {
    const without = shownForms(saveForm(testState(), 'vehicle-ownership', { form_vehicle: 'no' }));
    const withPlate = shownForms(
      saveForm(testState(), 'vehicle-ownership', { form_vehicle: 'yes' }),
    );
    expect(progressPercentage(without, 'bank-account')).toBe(75);
    expect(progressPercentage(withPlate, 'vehicle-plate')).toBe(60);
    expect(progressPercentage(withPlate, 'bank-account')).toBe(80);
  });

  it('uses a manual percentage where configured and spreads the forms around it', () => {
    const shown = [step('a'), step('b'), step('c', 10), step('d'), step('e')];
    expect(shown.map((f) => progressPercentage(shown, f.path))).toEqual([0, 5, 10, 40, 70]);
  });

  it('is 0 for a form that is not shown', () => {
    const forms: readonly FormDefinition[] = testForms;
    expect(progressPercentage(shownForms(testState(forms)), 'vehicle-plate')).toBe(0);
  });
});
