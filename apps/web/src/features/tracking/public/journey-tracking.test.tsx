import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { leadSaved } from '@/features/application/public/application-actions';
import { applicationDataSlice } from '@/features/application/public/application-data-slice';
import {
  leadApplicationSlice,
  progressStateChanged,
} from '@/features/application/public/lead-application-slice';
import {
  dynamicFormsReducer,
  emptyDynamicFormsState,
} from '@/features/dynamic-form/public/dynamic-forms-slice';
import { initialSessionState, sessionSlice } from '@/features/session/public/session-slice';
import type { Messages } from '@/test-support/locale-files';
import { testI18n } from '@/test-support/test-i18n';
import type { JourneyCall } from '../journey/journey-calls';
import { JourneyTracking } from './journey-tracking';
import { setTrackingLoader, whenTrackingDelivered, type Runtime } from './lazy-tracking';

const consentFile = import.meta.glob<Messages>('/public/locales/en/consent.json', {
  eager: true,
  import: 'default',
})['/public/locales/en/consent.json'];

function fakeRuntime(askConsent: boolean) {
  const calls: JourneyCall[] = [];
  const runtime = {
    startJourneyTracking: vi.fn(() => Promise.resolve({ askConsent })),
    applyJourneyCall: vi.fn((call: JourneyCall) => calls.push(call)),
    recordConsentChoice: vi.fn(),
    delivered: vi.fn(() => Promise.resolve()),
    reportToErrorTracker: vi.fn(),
  };
  setTrackingLoader(() => Promise.resolve(runtime as unknown as Runtime));
  return { runtime, calls };
}

async function renderTracking(values: Record<string, string | boolean> = {}) {
  const store = configureStore({
    reducer: combineReducers({
      applicationData: applicationDataSlice.reducer,
      leadApplication: leadApplicationSlice.reducer,
      session: sessionSlice.reducer,
      dynamicForms: dynamicFormsReducer,
    }),
    preloadedState: {
      dynamicForms: { ...emptyDynamicFormsState, values },
      session: { ...initialSessionState, sessionId: 's-1', campaign: { utm_source: 'ads' } },
    },
  });
  const router = createMemoryRouter([{ path: '*', element: <JourneyTracking /> }], {
    initialEntries: ['/'],
  });
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'consent', consentFile ?? {});
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </I18nextProvider>,
    );
    await Promise.resolve();
  });
  return { store, router };
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const tracked = (calls: JourneyCall[]) =>
  calls.flatMap((call) => (call.kind === 'track' ? [call.event] : []));

afterEach(() => {
  setTrackingLoader(undefined);
});

describe('JourneyTracking', () => {
  it('starts tracking with the campaign and sends the journey as it happens', async () => {
    const { runtime, calls } = fakeRuntime(false);
    const { store, router } = await renderTracking();
    await flush();
    expect(runtime.startJourneyTracking).toHaveBeenCalledTimes(1);
    expect(runtime.startJourneyTracking).toHaveBeenCalledWith({ campaign: { utm_source: 'ads' } });
    expect(calls).toContainEqual({ kind: 'identify', sessionId: 's-1' });
    expect(calls).toContainEqual({ kind: 'page', path: '/' });

    await act(async () => {
      store.dispatch(leadSaved({ id: 'lead-7' }));
      await Promise.resolve();
    });
    await act(async () => {
      await router.navigate('/checking');
    });
    await act(async () => {
      store.dispatch(progressStateChanged(ProgressState.Checking));
      await Promise.resolve();
    });
    await flush();
    expect(tracked(calls)).toEqual([
      'step_viewed',
      'lead_created',
      'step_viewed',
      'application_completed',
    ]);
    expect(calls).toContainEqual({ kind: 'page', path: '/checking' });
    // Vendors get the application's pseudonym, never the lead id (issue 20).
    expect(JSON.stringify(calls)).not.toContain('lead-7');
    const created = calls.find((c) => c.kind === 'track' && c.event === 'lead_created');
    expect(created).toMatchObject({
      properties: { applicationRef: expect.any(String) as unknown },
    });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('reads the ad pixels identifiers from the v3 form; the offers box is no consent', async () => {
    const { calls } = fakeRuntime(true);
    const { store } = await renderTracking({
      email: 'ana@example.com',
      phone_number: '+34612345678',
      form_marketing_consents: true,
    });
    await act(async () => {
      store.dispatch(leadSaved({ id: 'lead-8' }));
      await Promise.resolve();
    });
    await flush();
    // Email/SMS offers are a separate answer from the ad pixels' consent (ADR 0009, amended).
    expect(JSON.stringify(calls)).not.toContain('onsent');
    expect(calls).toContainEqual({
      kind: 'userData',
      data: { email: 'ana@example.com', phoneNumber: '+34612345678' },
    });
  });

  it('shows the consent banner when the runtime asks, and records the answer', async () => {
    const { runtime } = fakeRuntime(true);
    await renderTracking();
    const accept = await screen.findByRole('button', { name: 'Accept advertising cookies' });
    await userEvent.click(accept);
    await flush();
    expect(runtime.recordConsentChoice).toHaveBeenCalledWith(true);
  });

  it('does nothing while tracking is off (the default in unit tests)', async () => {
    await renderTracking();
    await flush();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('whenTrackingDelivered', () => {
  it('resolves at once while tracking is off, and asks the runtime when on', async () => {
    await expect(whenTrackingDelivered(10)).resolves.toBeUndefined();
    const { runtime } = fakeRuntime(false);
    await whenTrackingDelivered(1000);
    expect(runtime.delivered).toHaveBeenCalledWith(1000);
    setTrackingLoader(undefined);
  });
});
