import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import i18next, { type BackendModule } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { products } from '@finceptiv/contract/products';
import { setLogSink } from '@/shared/lib/log';
import type { Messages } from '@/test-support/locale-files';
import { testI18n } from '@/test-support/test-i18n';
import { i18nOptions } from '@/shared/i18n/i18n-options';
import { challengeRequests } from '@/features/bot-check/test-support/altcha-double';
import {
  leadAnswer,
  leadId,
  makeApplicationStore,
  stubFetch,
} from '../test-support/application-test-api';
import { useSaveLead } from './use-save-lead';
import { saveFailedKey } from './save-lead';
import { ToastHost } from '@/shared/ui/toasts/toast-host';

const spanish = import.meta.glob<Messages>('/public/locales/es/application.json', {
  eager: true,
  import: 'default',
});

const restoreLog = setLogSink(() => undefined);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useSaveLead', () => {
  it('gives every save its own idempotency key and stores the lead', async () => {
    document.cookie = 'XSRF-TOKEN=t';
    const calls = stubFetch(
      { status: 201, body: leadAnswer(2) },
      { status: 200, body: leadAnswer(3) },
    );
    const store = makeApplicationStore();
    const i18n = await testI18n('es');
    i18n.addResourceBundle(
      'es',
      'application',
      spanish['/public/locales/es/application.json'] ?? {},
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>
        <Provider store={store}>{children}</Provider>
      </I18nextProvider>
    );
    const { result } = renderHook(() => useSaveLead(products.fidea), { wrapper });

    expect((await result.current({ changes: { amount: 1500 } })).ok).toBe(true);
    expect((await result.current({ changes: { amount: 1600 } })).ok).toBe(true);
    expect(calls.map((c) => c.method)).toEqual(['POST', 'PUT']);
    expect(calls[0]?.headers['idempotency-key']).not.toBe(calls[1]?.headers['idempotency-key']);
    expect(store.getState().leadApplication.progressState).toBe(3);
    restoreLog();
  });

  it('a save that fails before the application texts have arrived still toasts them translated', async () => {
    document.cookie = 'XSRF-TOKEN=t';
    stubFetch({ status: 503, body: { error: 'starting' } });
    const applicationTexts = spanish['/public/locales/es/application.json'] ?? {};
    // Texts come over the network as on a first screen: the application namespace is asked
    // for only when the failure needs it, and answers a moment later.
    let delivered = false;
    const slowBackend: BackendModule = {
      type: 'backend',
      init: () => undefined,
      read: (_language, namespace, callback) => {
        setTimeout(() => {
          delivered = namespace === 'application' || delivered;
          callback(null, namespace === 'application' ? applicationTexts : {});
        }, 30);
      },
    };
    const i18n = i18next.createInstance();
    i18n.use(slowBackend).use(initReactI18next);
    await i18n.init({ ...i18nOptions, ns: ['common'], lng: 'es', fallbackLng: false });
    const store = makeApplicationStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>
        <Provider store={store}>
          {children}
          <ToastHost />
        </Provider>
      </I18nextProvider>
    );
    const { result } = renderHook(() => useSaveLead(products.fidea), { wrapper });
    expect(delivered).toBe(false);

    const outcome = await act(() => result.current({ changes: { amount: 1500 } }));
    expect(outcome.ok).toBe(false);
    const toast = await screen.findByText(/guardar/);
    expect(toast.textContent).toBe(i18n.t(saveFailedKey));
    expect(screen.queryByText(/saveFailed/)).not.toBeInTheDocument();
  });

  it('starts the bot check on the applicant’s first act, when a lead is still to be created', async () => {
    document.cookie = 'XSRF-TOKEN=t';
    const calls = stubFetch({ status: 201, body: leadAnswer(2) });
    const store = makeApplicationStore();
    const i18n = await testI18n('es');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>
        <Provider store={store}>{children}</Provider>
      </I18nextProvider>
    );
    const { result } = renderHook(() => useSaveLead(products.fiesta), { wrapper });
    expect(challengeRequests).toEqual([]);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.waitFor(() => {
      expect(challengeRequests).toEqual(['/api/bot-check/challenge?product=fiesta']);
    });
    // The create takes the answer found meanwhile: no second challenge.
    expect((await act(() => result.current({ dataPoints: {} }))).ok).toBe(true);
    expect(calls[0]?.body).toHaveProperty('recaptchaToken');
    expect(challengeRequests).toHaveLength(1);
  });

  it('asks no challenge for an applicant whose lead exists', async () => {
    stubFetch({ status: 200, body: leadAnswer(3) });
    const store = makeApplicationStore({ applicationData: { id: leadId } });
    const i18n = await testI18n('es');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>
        <Provider store={store}>{children}</Provider>
      </I18nextProvider>
    );
    renderHook(() => useSaveLead(products.fiesta), { wrapper });
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(challengeRequests).toEqual([]);
  });
});
