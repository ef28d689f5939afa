import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { products } from '@finceptiv/contract/products';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { applicationStateCleared } from '@/features/application/public/application-actions';
import type { SaveLeadResult } from '@/features/application/public/save-lead';
import { loadDefinitions } from '../definitions/load-definitions';
import { saveForm } from '../engine/errors';
import { goTo, initialState } from '../engine/transitions';
import type { DynamicFormsState } from '../engine/state';
import { dynamicFormsReducer } from '../state/dynamic-forms-slice';
import { DynamicFormView } from './dynamic-form-view';
import { formI18n } from '../test-support/form-i18n';
import type { SaveLead } from './use-lead-saving';

const product = products.fiesta;
const saved: SaveLeadResult = {
  ok: true,
  lead: {
    id: 'lead-1',
    progressState: 1,
    applicationResult: { status: 'in_progress' },
    customerConsents: [],
    routeChange: false,
    lastOperationTimestamp: '2026-11-21T10:00:00.000Z',
  },
};

async function renderView(
  save: SaveLead,
  {
    preloaded,
    at = '/',
    applicationData = {},
  }: {
    preloaded?: DynamicFormsState;
    at?: string;
    applicationData?: Record<string, unknown>;
  } = {},
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
  const router = createMemoryRouter(
    [{ path: '*', element: <DynamicFormView product={product} save={save} /> }],
    { initialEntries: [at] },
  );
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  const address = () => router.state.location.pathname;
  return { store, actions, router, address, user: userEvent.setup() };
}

/** Fiesta with every earlier answer given, on the form at `path`. */
async function answeredUpTo(path: string): Promise<DynamicFormsState> {
  let state = initialState('fiesta', await loadDefinitions('fiesta'));
  state = saveForm(state, 'x', {
    email: 'ana@example.es',
    phone_number: '612345678',
    form_general_policies: true,
    form_first_name: 'Ana',
    form_vehicle: 'no',
  });
  return { ...state, currentPath: goTo({ ...state, currentPath: path }, path).currentPath };
}

async function fillInitialDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.es');
  await user.type(screen.getByLabelText('Teléfono móvil'), '612 345 678');
  await user.click(screen.getByLabelText(/Acepto los términos/));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}

describe('the dynamic form page', { timeout: 20_000 }, () => {
  // First in the file: each file gets fresh modules, so no step's code has loaded before it.
  it('draws the landing form with its page: no spinner while its step loads', async () => {
    const spinners: Element[] = [];
    const watch = new MutationObserver(() => {
      spinners.push(...document.querySelectorAll('.dynamic-form .spinner'));
    });
    watch.observe(document.body, { childList: true, subtree: true });
    await renderView(vi.fn<SaveLead>());
    expect(await screen.findByRole('textbox', { name: /correo/i })).toBeInTheDocument();
    watch.disconnect();
    expect(spinners).toEqual([]);
  });

  it('is a landing with the brand title, and creates the lead on initial-details', async () => {
    const save = vi.fn<SaveLead>().mockResolvedValue(saved);
    const { store, address, user } = await renderView(save);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/\w/);
    await fillInitialDetails(user);
    expect(
      await screen.findByRole('combobox', { name: '¿Para qué necesitas el préstamo?' }),
    ).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
    const [submission] = save.mock.calls[0]!;
    expect(submission.dataPointsPerStep).toBeUndefined();
    expect(submission.dataPoints).toMatchObject({
      email: 'ana@example.es',
      loan_amount: product.loan.amount.default,
      form_general_policies: true,
    });
    // The form's question is the page heading; the address names the form.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      '¿Para qué necesitas el préstamo?',
    );
    expect(address()).toBe('/form/loan-purpose');
    expect(store.getState().dynamicForms.values).toMatchObject({ email: 'ana@example.es' });
    expect(screen.getByText(/% completado/).textContent).not.toBe('0 % completado');
  });

  it('links the acceptance box to the brand’s terms and privacy policy, beside its label', async () => {
    await renderView(vi.fn<SaveLead>());
    const box = await screen.findByRole('checkbox', {
      name: 'Acepto los términos y condiciones y la política de privacidad',
    });
    const terms = screen.getByRole('link', { name: /^Términos y condiciones/ });
    const privacy = screen.getByRole('link', { name: /^Política de privacidad/ });
    expect(terms).toHaveAttribute('href', '/api/policy/fiesta/general-terms');
    expect(privacy).toHaveAttribute('href', '/api/policy/fiesta/privacy');
    // A new tab keeps the answers; the box's description names the documents it accepts.
    expect(terms).toHaveAttribute('target', '_blank');
    expect(box).toHaveAccessibleDescription(/Términos y condiciones.*Política de privacidad/);
  });

  it('stays on initial-details with every answer when the lead cannot be saved, and retries it', async () => {
    const retry = vi.fn<() => Promise<SaveLeadResult>>().mockResolvedValue(saved);
    const save = vi
      .fn<SaveLead>()
      .mockResolvedValue({ ok: false, kind: 'failed', status: 0, retry });
    const { store, address, user } = await renderView(save);
    await fillInitialDetails(user);
    expect(
      await screen.findByText('No hemos podido enviar tu solicitud. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(address()).toBe('/');
    expect(store.getState().dynamicForms.values).toMatchObject({ email: 'ana@example.es' });
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => {
      expect(address()).toBe('/form/loan-purpose');
    });
    // The second press resent the same submission instead of starting a new one.
    expect(save).toHaveBeenCalledTimes(1);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('keeps the landing answers when the save starts a reapplying applicant over', async () => {
    let clear = () => undefined as unknown;
    const save = vi.fn<SaveLead>(() => {
      // saveLead's startOverIfFinished: a lead past the forms resets the application first.
      clear();
      return Promise.resolve(saved);
    });
    const { store, user } = await renderView(save);
    clear = () => store.dispatch(applicationStateCleared());
    await fillInitialDetails(user);
    await screen.findByRole('combobox', { name: '¿Para qué necesitas el préstamo?' });
    expect(store.getState().dynamicForms.values).toMatchObject({
      email: 'ana@example.es',
      form_general_policies: true,
    });
  });

  it('prefills what the application data already knows', async () => {
    await renderView(vi.fn(), { applicationData: { contactDetails: { email: 'pre@example.es' } } });
    const email = await screen.findByLabelText('Correo electrónico');
    await waitFor(() => {
      expect((email as HTMLInputElement).value).toBe('pre@example.es');
    });
  });

  it('submits every collected data point from the last form', async () => {
    const save = vi.fn<SaveLead>().mockResolvedValue(saved);
    await renderView(save, {
      preloaded: await answeredUpTo('credit-history'),
      at: '/form/credit-history',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => {
      expect(save).toHaveBeenCalledTimes(1);
    });
    const [submission] = save.mock.calls[0]!;
    expect(submission.dataPoints).toMatchObject({
      email: 'ana@example.es',
      form_first_name: 'Ana',
      form_vehicle: 'no',
      form_negative_credit: false,
    });
    expect(submission.dataPointsPerStep?.['credit-history']).toEqual(['form_negative_credit']);
  });

  it('takes the applicant to the earliest form with a server error, summary focused', async () => {
    const save = vi.fn<SaveLead>().mockResolvedValue({
      ok: false,
      kind: 'invalid',
      status: 422,
      errors: [
        { fieldName: 'form_iban', message: 'validation.iban.format' },
        { fieldName: 'form_first_name', message: 'validation.name.format' },
      ],
    });
    const { store, address } = await renderView(save, {
      preloaded: await answeredUpTo('credit-history'),
      at: '/form/credit-history',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Nombre');
    await waitFor(() => {
      expect(summary).toHaveFocus();
    });
    expect(store.getState().dynamicForms.currentPath).toBe('name');
    expect(address()).toBe('/form/name');
  });

  it('sends a deep link to a form not reached yet back to the current form', async () => {
    const { address, store } = await renderView(vi.fn(), { at: '/form/credit-history' });
    await waitFor(() => {
      expect(address()).toBe('/');
    });
    expect(store.getState().dynamicForms.currentPath).toBe('initial-details');
  });

  it('sends a form only another country asks (German mortgage amount) to the not-found page', async () => {
    const { address } = await renderView(vi.fn(), { at: '/form/mortgage-amount' });
    await waitFor(() => {
      expect(address()).toBe('/404');
    });
  });

  it('follows the browser back and forward between reached forms', async () => {
    const { router, address, store } = await renderView(vi.fn(), {
      preloaded: await answeredUpTo('name'),
      at: '/form/name',
    });
    await screen.findByRole('heading', { level: 1, name: '¿Cómo te llamas?' });
    await act(async () => {
      await router.navigate('/form/loan-purpose');
    });
    expect(store.getState().dynamicForms.currentPath).toBe('loan-purpose');
    expect(address()).toBe('/form/loan-purpose');
  });
});
