import { afterEach, describe, expect, it } from 'vitest';
import { products } from '@finceptiv/contract/products';
import { applicationDataUpdated } from '@/features/application/public/application-data-slice';
import { createAppStore } from './bootstrap';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('createAppStore', () => {
  it('prefills from the real address, then removes the personal values from it', () => {
    window.history.pushState(
      null,
      '',
      '/application-frontend/?firstName=Ana&email=a%40b.es&amount=200&utm_term=t',
    );
    const store = createAppStore(products.fiesta);
    expect(store.getState().applicationData).toMatchObject({
      amount: 200,
      personalDetails: { firstName: 'Ana' },
      contactDetails: { email: 'a@b.es' },
    });
    expect(window.location.pathname + window.location.search).toBe(
      '/application-frontend/?amount=200&utm_term=t',
    );
  });

  it('returns a store that persists to the browser storage', () => {
    const store = createAppStore(products.fiesta);
    store.dispatch(applicationDataUpdated({ amount: 900 }));
    expect(JSON.parse(localStorage.getItem('storedLoanApplication')!)).toMatchObject({
      amount: 900,
    });
    expect(sessionStorage.getItem('sessionId')).toMatch(/^"[0-9a-f-]{36}"$/);
  });
});
