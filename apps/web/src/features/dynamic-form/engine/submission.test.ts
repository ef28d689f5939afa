import { describe, expect, it } from 'vitest';
import { saveForm } from './errors';
import { formEntities } from './form-entities';
import { dataPointsPerStep, dataPointsToSubmit, submissionValues } from './submission';
import { testForms, testState } from '../test-support/test-forms';

function answered(vehicle: 'yes' | 'no') {
  let state = saveForm(testState(), 'initial-details', {
    email: 'ana@example.es',
    loan_amount: 500,
  });
  state = saveForm(state, 'vehicle-ownership', { form_vehicle: 'yes' });
  state = saveForm(state, 'vehicle-plate', { form_vehicle_plate_number: '1234ABC' });
  return saveForm(state, 'vehicle-ownership', { form_vehicle: vehicle });
}

describe('what the last form submits', () => {
  it('lists the data points of every shown step, modal included', () => {
    const state = answered('yes');
    expect(dataPointsPerStep(state)).toEqual({
      'initial-details': ['email', 'phone_number'],
      'loan-amount': ['loan_amount', 'loan_period'],
      name: ['form_first_name', 'form_last_name'],
      'vehicle-ownership': ['form_vehicle'],
      'vehicle-plate': ['form_vehicle_plate_number'],
      'bank-account': ['form_iban'],
    });
    expect(dataPointsToSubmit(state)).toContain('form_vehicle_plate_number');
  });

  it('leaves out the answers of a form that a condition now skips', () => {
    expect(submissionValues(answered('yes'))).toEqual({
      email: 'ana@example.es',
      loan_amount: 500,
      form_vehicle: 'yes',
      form_vehicle_plate_number: '1234ABC',
    });
    expect(submissionValues(answered('no'))).toEqual({
      email: 'ana@example.es',
      loan_amount: 500,
      form_vehicle: 'no',
    });
  });

  it('puts dataPointsToSubmit and dataPointsPerStep on the last form entity only', () => {
    const forms = formEntities(answered('no'));
    const last = forms.at(-1);
    expect(last?.path).toBe('bank-account');
    expect(last?.nextButtonFormPath).toBeNull();
    expect(last?.dataPointsToSubmit).toEqual(submissionValues(answered('no')));
    expect(last?.dataPoints).toEqual({ form_iban: null });
    expect(forms.slice(0, -1).every((f) => f.dataPointsToSubmit === undefined)).toBe(true);
    expect(forms.map((f) => f.stepOrder)).toEqual([1, 2, 3, 4]);
    expect(forms[0]?.prevButtonFormPath).toBeNull();
    expect(forms[0]?.modal?.path).toBe('loan-amount');
  });
});

describe('fields with a condition of their own', () => {
  it('are submitted only while their condition holds', () => {
    const forms = testForms.map((form) =>
      form.path === 'vehicle-ownership'
        ? {
            ...form,
            dataPoints: [
              ...form.dataPoints,
              {
                name: 'form_vehicle_brand',
                control: { kind: 'text' as const },
                condition: 'has-vehicle',
              },
            ],
          }
        : form,
    );
    const base = saveForm(testState(forms), 'vehicle-ownership', { form_vehicle_brand: 'Seat' });
    expect(
      dataPointsPerStep(saveForm(base, 'x', { form_vehicle: 'no' }))['vehicle-ownership'],
    ).toEqual(['form_vehicle']);
    expect(submissionValues(saveForm(base, 'x', { form_vehicle: 'yes' }))).toMatchObject({
      form_vehicle_brand: 'Seat',
    });
  });
});
