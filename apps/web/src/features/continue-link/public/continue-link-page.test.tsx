import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@finceptiv/contract/product-ids';
import { products } from '@finceptiv/contract/products';
import {
  leadAnswer,
  leadId,
  makeApplicationStore,
  stubFetch,
  type Answer,
} from '@/features/application/test-support/application-test-api';
import { setLogSink } from '@/shared/lib/log';
import type { Messages } from '@/test-support/locale-files';
import { testI18n } from '@/test-support/test-i18n';
import ContinueLinkPage from './continue-link-page';

const files = import.meta.glob<Messages>('/public/locales/*/application.json', {
  eager: true,
  import: 'default',
});

async function i18nFor(locale: Locale) {
  const instance = await testI18n(locale);
  instance.addResourceBundle(
    locale,
    'application',
    files[`/public/locales/${locale}/application.json`] ?? {},
  );
  return instance;
}

const token = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const link = `/continue/${leadId}?urlType=sms&token=${encodeURIComponent(token)}`;
const continued = {
  ...leadAnswer(4),
  masked: { iban: 'ES91 **** **** **** **** 1332' },
  data: {
    amount: 800,
    period: 70,
    personalDetails: { firstName: 'Ana', lastName: 'Ruiz' },
    contactDetails: { email: 'ana@example.com' },
  },
};

async function open(
  path: string,
  answers: Answer[],
  product = products.fidea,
  locale: Locale = 'en',
) {
  const calls = stubFetch(...answers);
  const store = makeApplicationStore({
    applicationData: {
      amount: 300,
      sessionId: '0b7d4f4e-1c7a-4a38-9c55-5c1b0f0a2d11',
      otherDetails: { maritalStatus: 'single' },
    },
  });
  const router = createMemoryRouter(
    [{ path: '*', element: <ContinueLinkPage product={product} /> }],
    {
      initialEntries: ['/personal-details', path],
      initialIndex: 1,
    },
  );
  const i18n = await i18nFor(locale);
  await act(async () => {
    // Strict mode, as the app mounts it: effects run twice in development.
    render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <Provider store={store}>
            <RouterProvider router={router} />
          </Provider>
        </I18nextProvider>
      </StrictMode>,
    );
    await Promise.resolve();
  });
  return { calls, store, router };
}

let restoreLog: () => void;
beforeEach(() => {
  restoreLog = setLogSink(() => undefined);
  document.cookie = 'XSRF-TOKEN=t';
});
afterEach(() => {
  vi.unstubAllGlobals();
  restoreLog();
});

describe('ContinueLinkPage', () => {
  it('POSTs the link token once, prefills the application and resumes at its state', async () => {
    const { calls, store, router } = await open(link, [{ status: 200, body: continued }]);
    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/income-details');
    });
    // Once, although React's development double effect asks twice; never in the address.
    expect(calls.filter((c) => c.url.includes('/lead/url/'))).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toBe(`/api/v2/lead/url/${leadId}/sms`);
    expect(calls[0]?.body).toEqual({ token });
    const { applicationData, leadApplication } = store.getState();
    expect(applicationData).toMatchObject({
      id: leadId,
      amount: 800,
      leadStatus: true,
      sessionId: '0b7d4f4e-1c7a-4a38-9c55-5c1b0f0a2d11',
      personalDetails: { firstName: 'Ana', lastName: 'Ruiz' },
    });
    // Nothing of the application the browser held before mixes in.
    expect(applicationData.otherDetails).toBeUndefined();
    expect(leadApplication.progressState).toBe(4);
    expect(leadApplication).not.toHaveProperty('data');
    expect(leadApplication).not.toHaveProperty('masked');
    expect(applicationData.incomeDetails?.iban).toBeUndefined();
    // The link with its token is replaced, so Back returns to where the applicant came from.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('uses the v3 link path for a dynamic-form brand', async () => {
    const { calls } = await open(
      `${link}&refTransactionId=T9`,
      [{ status: 200, body: { ...continued, dataPoints: {} } }],
      products.fiesta,
    );
    await vi.waitFor(() => {
      expect(calls).toHaveLength(1);
    });
    expect(calls[0]?.url).toBe(`/api/v3/lead/url/${leadId}/sms`);
    expect(calls[0]?.body).toEqual({ token, refTransactionId: 'T9' });
  });

  it('explains an expired or invalid link and offers a new application', async () => {
    const { store, router } = await open(link, [
      { status: 404, body: { error: 'lead_not_found' } },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'This link has expired or is not valid' }),
    ).toBeInTheDocument();
    // The token left the address (and so the history) although the link did not open.
    expect(router.state.location).toMatchObject({ pathname: `/continue/${leadId}`, search: '' });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new application' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(store.getState().applicationData.amount).toBe(300);
  });

  it('treats a link without a token as invalid without asking the API', async () => {
    const { calls } = await open(`/continue/${leadId}`, [{ status: 200, body: continued }]);
    expect(
      await screen.findByRole('heading', { name: 'This link has expired or is not valid' }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('lets the applicant try again after a server failure', async () => {
    const { router } = await open(link, [
      { status: 500, body: { error: 'bad_request' } },
      { status: 200, body: continued },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/income-details');
    });
  });

  it('speaks the brand’s language', async () => {
    await open(link, [{ status: 404, body: { error: 'lead_not_found' } }], products.askrobin, 'de');
    expect(
      await screen.findByRole('heading', { name: 'Dieser Link ist abgelaufen oder ungültig' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neuen Antrag starten' })).toBeInTheDocument();
  });
});
