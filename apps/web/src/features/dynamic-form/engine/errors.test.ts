import { describe, expect, it } from 'vitest';
import { receiveServerErrors, saveForm } from './errors';
import { testState } from '../test-support/test-forms';
import { goNext } from './transitions';

function onLastForm() {
  let state = saveForm(testState(), 'vehicle-ownership', { form_vehicle: 'yes' });
  while (goNext(state) !== state) state = goNext(state);
  return state;
}

describe('server field errors', () => {
  it('attach to the form that owns each data point; the earliest becomes the errored form', () => {
    const state = receiveServerErrors(onLastForm(), [
      { fieldName: 'form_iban', message: 'validation.iban.format' },
      { fieldName: 'form_vehicle_plate_number', message: 'validation.invalid' },
      { fieldName: 'form_last_name', message: 'validation.name.format' },
    ]);
    expect(state.errors).toEqual({
      'bank-account': [{ fieldName: 'form_iban', message: 'validation.iban.format' }],
      'vehicle-plate': [{ fieldName: 'form_vehicle_plate_number', message: 'validation.invalid' }],
      name: [{ fieldName: 'form_last_name', message: 'validation.name.format' }],
    });
    expect(state.erroredFormPath).toBe('name');
    expect(state.currentPath).toBe('name');
  });

  it('put a modal field error on the step that opens the modal', () => {
    const state = receiveServerErrors(onLastForm(), [
      { fieldName: 'loan_amount', message: 'validation.amount.max' },
    ]);
    expect(state.erroredFormPath).toBe('initial-details');
    expect(state.errors['initial-details']).toHaveLength(1);
  });

  it('add the form of a data point outside the sequence, and keep unknown fields on the current form', () => {
    const state = receiveServerErrors(onLastForm(), [
      { fieldName: 'form_personal_code', message: 'validation.required' },
      { fieldName: 'mystery', message: 'validation.invalid' },
    ]);
    expect(state.included).toContain('personal-code');
    expect(state.erroredFormPath).toBe('personal-code');
    expect(state.errors['bank-account']).toEqual([
      { fieldName: 'mystery', message: 'validation.invalid' },
    ]);
  });

  it('name a lead field path by its data point', () => {
    const state = receiveServerErrors(onLastForm(), [
      { fieldName: 'personalDetails.lastName', message: 'validation.name.format' },
    ]);
    expect(state.errors.name).toEqual([
      { fieldName: 'form_last_name', message: 'validation.name.format' },
    ]);
    expect(state.erroredFormPath).toBe('name');
  });

  it('replace the errors of an earlier response', () => {
    let state = receiveServerErrors(onLastForm(), [{ fieldName: 'form_first_name', message: 'x' }]);
    state = receiveServerErrors(state, [{ fieldName: 'form_iban', message: 'y' }]);
    expect(Object.keys(state.errors)).toEqual(['bank-account']);
    expect(state.erroredFormPath).toBe('bank-account');
  });

  it('are cleared on the form that saves new data, leaving the next errored form', () => {
    let state = receiveServerErrors(onLastForm(), [
      { fieldName: 'form_first_name', message: 'x' },
      { fieldName: 'form_vehicle_plate_number', message: 'y' },
    ]);
    state = saveForm(state, 'name', { form_first_name: 'Ana' });
    expect(state.errors.name).toBeUndefined();
    expect(state.errors['vehicle-plate']).toHaveLength(1);
    expect(state.erroredFormPath).toBe('vehicle-plate');
    expect(state.values.form_first_name).toBe('Ana');
  });

  it('lead next to the next errored form, then back to the form that submitted', () => {
    let state = receiveServerErrors(onLastForm(), [
      { fieldName: 'form_first_name', message: 'x' },
      { fieldName: 'form_vehicle_plate_number', message: 'y' },
    ]);
    state = goNext(saveForm(state, 'name', { form_first_name: 'Ana' }));
    expect(state.currentPath).toBe('vehicle-plate');
    state = goNext(saveForm(state, 'vehicle-plate', { form_vehicle_plate_number: '1234ABC' }));
    expect(state.erroredFormPath).toBeNull();
    expect(state.currentPath).toBe('bank-account');
    expect(state.resumePath).toBeNull();
  });

  it('an empty error list clears every error', () => {
    let state = receiveServerErrors(onLastForm(), [{ fieldName: 'form_iban', message: 'y' }]);
    state = receiveServerErrors(state, []);
    expect(state.errors).toEqual({});
    expect(state.erroredFormPath).toBeNull();
    expect(state.currentPath).toBe('bank-account');
  });
});
