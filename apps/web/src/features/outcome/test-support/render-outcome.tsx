// Test helper: renders an outcome screen with the application store, a memory router and a
// real i18next holding the shipped common and outcome files (English unless told).
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Locale } from '@finceptiv/contract/product-ids';
import type { ApplicationSlices } from '@/features/application/public/use-application-selector';
import { makeApplicationStore } from '@/features/application/test-support/application-test-api';
import type { Messages } from '@/test-support/locale-files';
import { testI18n } from '@/test-support/test-i18n';
import { outcomeNamespace } from '../outcome-namespace';

const files = import.meta.glob<Messages>('/public/locales/*/outcome.json', {
  eager: true,
  import: 'default',
});

export async function renderOutcome(
  screen: ReactElement,
  options: { state?: Partial<ApplicationSlices>; path?: string; locale?: Locale } = {},
) {
  const locale = options.locale ?? 'en';
  const i18n = await testI18n(locale);
  for (const lng of new Set<Locale>([locale, 'en']))
    i18n.addResourceBundle(
      lng,
      outcomeNamespace,
      files[`/public/locales/${lng}/outcome.json`] ?? {},
    );
  const store = makeApplicationStore(options.state);
  const router = createMemoryRouter([{ path: '*', element: screen }], {
    initialEntries: [options.path ?? '/'],
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </I18nextProvider>,
  );
  return { ...view, store, router };
}
