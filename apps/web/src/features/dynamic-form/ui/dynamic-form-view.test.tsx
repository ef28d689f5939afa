import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { products } from '@finceptiv/contract/products';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { loadDefinitions } from '../definitions/load-definitions';
import { saveForm } from '../engine/errors';
import { goTo, initialState } from '../engine/transitions';
import type { DynamicFormsState } from '../engine/state';
import { dynamicFormsReducer } from '../state/dynamic-forms-slice';
import { DynamicFormView } from './dynamic-form-view';
import type { SubmitApplication } from './submit-application';
import { formI18n } from './test-i18n';

const product = products.fiesta;

async function renderView(
  submit: SubmitApplication,
  preloaded?: DynamicFormsState,
  applicationData: Record<string, unknown> = {},
) {
  const actions: string[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push((action as { type: string }).type);
    return next(action);
  };
  const store = configureStore({
    reducer: { dynamicForms: dynamicFormsReducer, applicationData: () => applicationData },
    middleware: (defaults) => defaults().concat(record),
    ...(preloaded ? { preloadedState: { dynamicForms: preloaded } } : {}),
  });
  const i18n = await formI18n(product.locale);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <DynamicFormView product={product} submit={submit} />
      </I18nextProvider>
    </Provider>,
  );
  return { store, actions, user: userEvent.setup() };
}

/** Fiesta on its last form with every earlier answer given. */
async function onLastForm(): Promise<DynamicFormsState> {
  let state = initialState('fiesta', await loadDefinitions('fiesta'));
  state = saveForm(state, 'x', {
    email: 'ana@example.es',
    form_first_name: 'Ana',
    form_vehicle: 'no',
  });
  return goTo(state, 'credit-history');
}

describe('the dynamic form page', { timeout: 20_000 }, () => {
  it('starts on initial-details and moves on with the amount defaults saved', async () => {
    const { store, user } = await renderView(vi.fn());
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.es');
    await user.type(screen.getByLabelText('Teléfono móvil'), '612 345 678');
    await user.click(screen.getByLabelText(/Acepto los términos/));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByLabelText('¿Para qué necesitas el préstamo?')).toBeTruthy();
    expect(store.getState().dynamicForms.values).toMatchObject({
      email: 'ana@example.es',
      loan_amount: product.loan.amount.default,
      loan_period: product.loan.period.default,
      form_general_policies: true,
    });
    expect(screen.getByText(/% completado/).textContent).not.toBe('0 % completado');
  });

  it('prefills what the application data already knows', async () => {
    await renderView(vi.fn(), undefined, { contactDetails: { email: 'pre@example.es' } });
    const email = await screen.findByLabelText('Correo electrónico');
    await waitFor(() => {
      expect((email as HTMLInputElement).value).toBe('pre@example.es');
    });
  });

  it('submits every collected data point from the last form', async () => {
    const submit = vi.fn<SubmitApplication>().mockResolvedValue({
      ok: true,
      lead: { id: 'lead-1', progressState: 6 },
    });
    const { actions, user } = await renderView(submit, await onLastForm());
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => {
      expect(submit).toHaveBeenCalledTimes(1);
    });
    const [submission] = submit.mock.calls[0]!;
    expect(submission.dataPoints).toEqual({
      email: 'ana@example.es',
      form_first_name: 'Ana',
      form_vehicle: 'no',
      form_negative_credit: false,
    });
    expect(submission.dataPointsPerStep['credit-history']).toEqual(['form_negative_credit']);
    expect(actions).toContain('application/leadSaved');
  });

  it('takes the applicant to the earliest form with a server error', async () => {
    const submit = vi.fn<SubmitApplication>().mockResolvedValue({
      ok: false,
      errors: [
        { fieldName: 'form_iban', message: 'validation.iban.format' },
        { fieldName: 'form_first_name', message: 'validation.name.format' },
      ],
    });
    const { store, user } = await renderView(submit, await onLastForm());
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Nombre');
    expect(store.getState().dynamicForms.currentPath).toBe('name');
    expect(store.getState().dynamicForms.erroredFormPath).toBe('name');
  });
});
