import { afterEach, describe, expect, it, vi } from 'vitest';
import { products } from '@finceptiv/contract/products';
import {
  applicationResultCleared,
  leadSaved,
} from '@/features/application/public/application-actions';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { applicationDataUpdated } from '@/features/application/public/application-data-slice';
import {
  leadApplicationStateReceived,
  progressStateChanged,
} from '@/features/application/public/lead-application-slice';
import { dataPointsPrefilled } from '@/features/dynamic-form/public/dynamic-forms-slice';
import { writeDrafts } from '@/shared/storage/form-drafts';
import { newSubmission, saveLead } from '@/features/application/public/save-lead';
import { leadAnswer, stubFetch } from '@/features/application/test-support/application-test-api';
import { sessionCleared } from '@/features/session/public/session-slice';
import { openBrowserStorages } from '@/shared/storage/app-storage';
import { initApplication } from './init-application';
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
      ['applicationData', 'dynamicForms', 'leadApplication', 'session', 'ui'].sort(),
    );
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
      (JSON.parse(sessionStorage.getItem('storedLoanApplication')!) as { id?: string }).id,
    ).toBeUndefined();
    store.dispatch(sessionCleared());
    expect(sessionStorage.getItem('sessionId')).toBeNull();
    expect(sessionStorage.getItem('sessionStartedAt')).toBeNull();
  });
});

// ADR 0020 "personal data stays in the tab": the persisting store, as the shell creates it.
const typed = ['Ana', 'Lopez', 'ana@example.com', '+34600111222', '12345678Z', 'ES9121000418'];

function everyValue(store: Storage): string {
  return Object.keys(store)
    .map((key) => `${key}=${store.getItem(key) ?? ''}`)
    .join('\n');
}

function answer(store: ReturnType<typeof boot>) {
  store.dispatch(
    applicationDataUpdated({
      amount: 700,
      personalDetails: { firstName: 'Ana', lastName: 'Lopez', personalCode: '12345678Z' },
      contactDetails: { email: 'ana@example.com', phoneNumber: '+34600111222' },
      incomeDetails: { iban: 'ES9121000418450200051332' },
    }),
  );
  store.dispatch(dataPointsPrefilled({ email: 'ana@example.com', form_first_name: 'Ana' }));
  store.dispatch(leadSaved({ id: 'L-secret-1' }));
  writeDrafts({ form_last_name: 'Lopez' });
}

describe('the persisting store and personal data', () => {
  it('writes answers and the lead id to the tab only; the device keeps the loan choice', () => {
    const store = boot();
    answer(store);
    const device = everyValue(localStorage);
    for (const value of [...typed, 'L-secret-1']) expect(device).not.toContain(value);
    expect(device).toContain('"amount":700');
    expect(everyValue(sessionStorage)).toContain('ana@example.com');
    expect(everyValue(sessionStorage)).toContain('L-secret-1');
  });

  it.each([
    ['thank-you', ProgressState.ThankYou],
    ['redirected', ProgressState.Redirected],
    ['rejected', ProgressState.Rejected],
  ])('clears every answer from the tab on %s, keeping the lead id', (_name, state) => {
    const store = boot();
    answer(store);
    store.dispatch(leadApplicationStateReceived({ progressState: state }));
    const tab = everyValue(sessionStorage);
    for (const value of typed) expect(tab).not.toContain(value);
    expect(store.getState().applicationData.id).toBe('L-secret-1');
    expect(store.getState().dynamicForms.values).toEqual({});
  });

  it('keeps the answers while the lead is still on its way (checking, accepted)', () => {
    const store = boot();
    answer(store);
    store.dispatch(progressStateChanged(ProgressState.Checking));
    store.dispatch(progressStateChanged(ProgressState.Accepted));
    expect(everyValue(sessionStorage)).toContain('ana@example.com');
    store.dispatch(progressStateChanged(ProgressState.Rejected));
    expect(everyValue(sessionStorage)).not.toContain('ana@example.com');
  });
});

describe('the persisting store and the bot check', () => {
  it('stores no answer of the bot check: it travels in the create only', async () => {
    document.cookie = 'XSRF-TOKEN=t';
    const calls = stubFetch({ status: 201, body: leadAnswer(6) });
    const store = boot();
    const options = { t: (key: string) => key, notify: () => undefined };
    const submission = { dataPoints: { email: 'ana@example.com' } };
    const saved = await store.dispatch(
      saveLead(products.fiesta, submission, newSubmission(), options),
    );
    expect(saved.ok).toBe(true);
    const token = String(calls[0]?.body?.recaptchaToken);
    expect(token.length).toBeGreaterThan(100);
    expect(everyValue(sessionStorage)).toContain(leadAnswer(6).id);
    for (const storage of [sessionStorage, localStorage]) {
      expect(everyValue(storage)).not.toContain(token);
      expect(everyValue(storage)).not.toContain('recaptchaToken');
    }
    vi.unstubAllGlobals();
  });
});
