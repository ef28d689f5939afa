import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { products } from '@finceptiv/contract/products';
import { setLogSink } from '@/shared/lib/log';
import type { Messages } from '@/test-support/locale-files';
import { testI18n } from '@/test-support/test-i18n';
import { leadAnswer, makeApplicationStore, stubFetch } from './application-test-api';
import { useSaveLead } from './use-save-lead';

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
});
