import { describe, expect, it } from 'vitest';
import { nextFormPath, previousFormPath, shownForms, stepOrder } from './sequence';
import { testForms, testState } from '../test-support/test-forms';
import { addDataPoints, goNext, goPrevious, goTo, loadForms, reset } from './transitions';
import { saveForm } from './errors';

const paths = (state: ReturnType<typeof testState>) => shownForms(state).map((f) => f.path);

describe('dynamic form sequence', () => {
  it('starts on initial-details with only the include-on-init, unconditional forms shown', () => {
    const state = testState();
    expect(state.currentPath).toBe('initial-details');
    expect(paths(state)).toEqual(['initial-details', 'name', 'vehicle-ownership', 'bank-account']);
  });

  it('skips a conditional form while its condition does not hold', () => {
    const state = saveForm(testState(), 'vehicle-ownership', { form_vehicle: 'no' });
    expect(nextFormPath(state, 'vehicle-ownership')).toBe('bank-account');
    expect(previousFormPath(state, 'bank-account')).toBe('vehicle-ownership');
  });

  it('shows a conditional form once its condition holds', () => {
    const state = saveForm(testState(), 'vehicle-ownership', { form_vehicle: 'yes' });
    expect(nextFormPath(state, 'vehicle-ownership')).toBe('vehicle-plate');
    expect(previousFormPath(state, 'bank-account')).toBe('vehicle-plate');
    expect(stepOrder(state, 'bank-account')).toBe(5);
  });

  it('adds a form to the sequence when one of its data points is added', () => {
    const state = addDataPoints(testState(), ['form_personal_code']);
    expect(paths(state)).toEqual([
      'initial-details',
      'name',
      'personal-code',
      'vehicle-ownership',
      'bank-account',
    ]);
    expect(nextFormPath(state, 'name')).toBe('personal-code');
  });

  it('adds the step that opens a modal when a modal data point is added, and nothing else', () => {
    const state = addDataPoints(testState(), ['loan_amount', 'not_a_data_point']);
    expect(state.included).toEqual(testState().included);
  });

  it('moves forward and back, and stays put at either end', () => {
    let state = testState();
    state = goPrevious(state);
    expect(state.currentPath).toBe('initial-details');
    state = goNext(goNext(goNext(state)));
    expect(state.currentPath).toBe('bank-account');
    expect(goNext(state).currentPath).toBe('bank-account');
    expect(goPrevious(state).currentPath).toBe('vehicle-ownership');
  });

  it('goes to a path from the address bar only when that form is shown and reached', () => {
    // A deep link past an unanswered form stays on the current one.
    expect(goTo(testState(), 'name').currentPath).toBe('initial-details');
    const answered = saveForm(testState(), 'initial-details', {
      email: 'a@b.es',
      phone_number: '600000000',
    });
    expect(goTo(answered, 'name').currentPath).toBe('name');
    expect(goTo(answered, 'vehicle-ownership').currentPath).toBe('initial-details');
    // Back, then forward again to a form reached before.
    const onVehicle = goNext(
      goNext({
        ...answered,
        values: { ...answered.values, form_first_name: 'Ana', form_last_name: 'Ruiz' },
      }),
    );
    expect(onVehicle.currentPath).toBe('vehicle-ownership');
    const back = goPrevious(goPrevious(onVehicle));
    expect(back.currentPath).toBe('initial-details');
    expect(goTo(back, 'vehicle-ownership').currentPath).toBe('vehicle-ownership');
    expect(goTo(back, 'bank-account').currentPath).toBe('initial-details');
    expect(goTo(testState(), 'vehicle-plate').currentPath).toBe('initial-details');
    expect(goTo(testState(), 'loan-amount').currentPath).toBe('initial-details');
    expect(goTo(testState(), 'nowhere').currentPath).toBe('initial-details');
  });

  it('resets to the initial set: added forms gone, answers and position cleared', () => {
    let state = addDataPoints(testState(), ['form_personal_code']);
    state = goNext(saveForm(state, 'initial-details', { email: 'a@b.es' }));
    state = reset(state);
    expect(state).toEqual(testState());
  });

  it('keeps a restored state for the same brand and starts afresh for another', () => {
    const restored = goNext(saveForm(testState(), 'initial-details', { email: 'a@b.es' }));
    expect(loadForms(restored, 'test', testForms)).toEqual(restored);
    const other = loadForms(restored, 'askrobin', testForms);
    expect(other.currentPath).toBe('initial-details');
    expect(other.values).toEqual({});
  });
});
