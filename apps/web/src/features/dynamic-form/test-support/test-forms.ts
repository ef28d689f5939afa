// A small brand for the engine's tests: one modal, one conditional form, one form that only
// joins the sequence when its data point is added.
import type { DataPointField, FormDefinition } from '../definitions/types';
import { initialState } from '../engine/transitions';

const field = (name: string, kind: 'text' | 'yes-no' = 'text'): DataPointField => ({
  name,
  control: { kind },
});

export const testForms: readonly FormDefinition[] = [
  {
    path: 'initial-details',
    context: 'Contact information',
    stepType: 'personal-information',
    includeOnInit: true,
    modal: 'loan-amount',
    dataPoints: [field('email'), field('phone_number')],
  },
  {
    path: 'loan-amount',
    context: 'Loan information',
    stepType: 'modal',
    dataPoints: [field('loan_amount'), field('loan_period')],
  },
  {
    path: 'name',
    context: 'Personal details',
    stepType: 'dynamic',
    includeOnInit: true,
    dataPoints: [field('form_first_name'), field('form_last_name')],
  },
  {
    path: 'personal-code',
    context: 'Personal details',
    stepType: 'dynamic',
    includeOnInit: false,
    dataPoints: [field('form_personal_code')],
  },
  {
    path: 'vehicle-ownership',
    context: 'Other information',
    stepType: 'dynamic',
    includeOnInit: true,
    dataPoints: [field('form_vehicle', 'yes-no')],
  },
  {
    path: 'vehicle-plate',
    context: 'Other information',
    stepType: 'dynamic',
    includeOnInit: true,
    condition: 'has-vehicle',
    dataPoints: [field('form_vehicle_plate_number')],
  },
  {
    path: 'bank-account',
    context: 'Banking details',
    stepType: 'dynamic',
    includeOnInit: true,
    dataPoints: [field('form_iban')],
  },
];

export function testState(forms: readonly FormDefinition[] = testForms) {
  return initialState('test', forms);
}
