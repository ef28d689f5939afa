import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { applicationStateCleared } from '@/features/application/public/application-actions';
import { testForms } from '../test-support/test-forms';
import {
  dataPointsAdded,
  dynamicFormsReducer,
  dynamicFormsReset,
  formPathChanged,
  formSubmitted,
  formsLoaded,
  previousForm,
  serverErrorsReceived,
} from './dynamic-forms-slice';
import {
  selectCurrentContext,
  selectCurrentForm,
  selectIsLastForm,
  selectProgress,
  selectSubmission,
} from './selectors';

function makeStore() {
  const store = configureStore({ reducer: { dynamicForms: dynamicFormsReducer } });
  store.dispatch(formsLoaded({ productId: 'test', definitions: testForms }));
  return store;
}

describe('dynamicForms slice', () => {
  it('walks the forms through its actions and reports the current form', () => {
    const store = makeStore();
    expect(selectCurrentForm(store.getState())?.path).toBe('initial-details');
    store.dispatch(formSubmitted({ path: 'initial-details', values: { email: 'a@b.de' } }));
    expect(selectCurrentContext(store.getState())).toBe('Personal details');
    expect(selectProgress(store.getState())).toBe(25);
    store.dispatch(formSubmitted({ path: 'name', values: { form_first_name: 'Eva' } }));
    store.dispatch(formSubmitted({ path: 'vehicle-ownership', values: { form_vehicle: 'no' } }));
    expect(selectIsLastForm(store.getState())).toBe(true);
    expect(selectSubmission(store.getState())).toEqual({
      email: 'a@b.de',
      form_first_name: 'Eva',
      form_vehicle: 'no',
    });
    store.dispatch(previousForm());
    expect(selectCurrentForm(store.getState())?.path).toBe('vehicle-ownership');
  });

  it('routes server errors and resets to the initial set', () => {
    const store = makeStore();
    store.dispatch(dataPointsAdded(['form_personal_code']));
    store.dispatch(formPathChanged('bank-account'));
    store.dispatch(serverErrorsReceived([{ fieldName: 'form_personal_code', message: 'm' }]));
    expect(selectCurrentForm(store.getState())?.errors).toEqual([
      { fieldName: 'form_personal_code', message: 'm' },
    ]);
    store.dispatch(dynamicFormsReset());
    const state = store.getState().dynamicForms;
    expect(state.included).not.toContain('personal-code');
    expect(state.currentPath).toBe('initial-details');
  });

  it("resets to the initial set when the application's state is cleared", () => {
    const store = makeStore();
    store.dispatch(formSubmitted({ path: 'initial-details', values: { email: 'a@b.de' } }));
    store.dispatch(applicationStateCleared());
    expect(store.getState().dynamicForms.currentPath).toBe('initial-details');
    expect(store.getState().dynamicForms.values).toEqual({});
  });

  it('keeps a state that survives JSON (it is persisted to session storage)', () => {
    const store = makeStore();
    store.dispatch(formSubmitted({ path: 'initial-details', values: { email: 'a@b.de' } }));
    const state = store.getState().dynamicForms;
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    const restored = configureStore({
      reducer: { dynamicForms: dynamicFormsReducer },
      preloadedState: { dynamicForms: JSON.parse(JSON.stringify(state)) as typeof state },
    });
    restored.dispatch(formsLoaded({ productId: 'test', definitions: testForms }));
    expect(selectCurrentForm(restored.getState())?.path).toBe('name');
  });
});
