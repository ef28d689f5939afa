import { afterEach, describe, expect, it, vi } from 'vitest';
import { products } from '@finceptiv/contract/products';
import {
  applicationResultCleared,
  leadSaved,
} from '@/features/application/public/application-actions';
import { applicationDataUpdated } from '@/features/application/public/application-data-slice';
import { leadApplicationStateReceived } from '@/features/application/public/lead-application-slice';
import { sessionCleared } from '@/features/session/public/session-slice';
import { openBrowserStorages } from '@/shared/storage/app-storage';
import { initApplication } from './init-application';
import { loadingSet } from './loading-slice';
import { makeStore } from './store';
import { hasUiOverlay, uiColorsSet } from './ui-slice';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

function boot() {
  const storages = openBrowserStorages();
  const { preloadedState } = initApplication({
    location: { href: 'https://fiesta.test/application-frontend/', search: '' },
    storage: storages,
    now: new Date(),
    product: products.fiesta,
  });
  return makeStore(preloadedState, { storages });
}

describe('makeStore', () => {
  it('has every slice with its initial state', () => {
    const state = makeStore().getState();
    expect(Object.keys(state).sort()).toEqual(
      ['applicationData', 'dynamicForms', 'leadApplication', 'loading', 'session', 'ui'].sort(),
    );
    expect(state.loading).toBe(false);
    expect(state.leadApplication).toEqual({ progressState: 0 });
    expect(hasUiOverlay(state.ui)).toBe(false);
  });

  it('persists nothing without storages', () => {
    makeStore().dispatch(applicationDataUpdated({ amount: 300 }));
    expect(localStorage.length).toBe(0);
  });

  it('round-trips through storage: a reload comes back to the same application', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-01T10:00:00.000Z'));
    const first = boot();
    first.dispatch(applicationDataUpdated({ amount: 700, personalDetails: { firstName: 'Ana' } }));
    first.dispatch(leadSaved({ id: 'L9' }));
    first.dispatch(
      leadApplicationStateReceived({
        progressState: 10,
        applicationResult: { status: 'approved', offerId: 'O1', partner: { name: 'P' } },
      }),
    );
    first.dispatch(uiColorsSet({ primary: '#123456' }));
    first.dispatch(loadingSet(true));

    vi.advanceTimersByTime(60_000);
    const second = boot().getState();
    const before = first.getState();
    expect(second.applicationData).toEqual({
      ...before.applicationData,
      expiresAt: second.applicationData.expiresAt,
    });
    expect(second.applicationData).toMatchObject({
      id: 'L9',
      amount: 700,
      personalDetails: { firstName: 'Ana' },
    });
    expect(second.leadApplication).toEqual(before.leadApplication);
    expect(second.session.sessionId).toBe(before.session.sessionId);
    expect(second.session.newSessionFlag).toBe(false);
    expect(second.ui).toEqual({ primary: '#123456' });
    expect(second.dynamicForms).toEqual(before.dynamicForms);
    expect(second.loading).toBe(false);
  });

  it('writes a slice only when it changed', () => {
    const store = boot();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    store.dispatch(uiColorsSet({ primary: '#000000' }));
    expect(setItem.mock.calls.map(([key]) => key)).toEqual(['uiColors']);
    setItem.mockClear();
    store.dispatch({ type: 'unknown/action' });
    expect(setItem).not.toHaveBeenCalled();
  });

  it('clearing the result unsets the stored id; clearing the session empties its keys', () => {
    const store = boot();
    store.dispatch(leadSaved({ id: 'L1' }));
    store.dispatch(applicationResultCleared());
    expect(
      (JSON.parse(localStorage.getItem('storedLoanApplication')!) as { id?: string }).id,
    ).toBeUndefined();
    store.dispatch(sessionCleared());
    expect(sessionStorage.getItem('sessionId')).toBeNull();
    expect(sessionStorage.getItem('sessionStartedAt')).toBeNull();
  });
});
