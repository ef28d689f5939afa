import { afterEach, describe, expect, it } from 'vitest';
import { products } from '@finceptiv/contract/products';
import { openBrowserStorages } from '@/shared/storage/app-storage';
import { initApplication } from './init-application';

// ADR "personal data stays in the tab": what start-up leaves on the device and in the tab.
const hour = 60 * 60 * 1000;
const now = new Date('2026-06-01T10:00:00.000Z');
const sessionId = '11111111-1111-4111-8111-111111111111';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function init(search = '') {
  return initApplication({
    location: { href: `https://fiesta.test/application-frontend/${search}`, search },
    storage: openBrowserStorages(),
    now,
    product: products.fiesta,
    newId: () => sessionId,
  });
}

const answers = {
  id: 'L1',
  leadStatus: true,
  amount: 500,
  period: 70,
  personalDetails: { firstName: 'Ana', personalCode: '12345678Z' },
  contactDetails: { email: 'ana@example.com', phoneNumber: '+34600111222' },
  incomeDetails: { iban: 'ES9121000418450200051332' },
  affiliateReferenceParams: { attribute: 'aff', setAt: now.toISOString() },
  expiresAt: new Date(now.getTime() + hour).toISOString(),
};

const stored = (store: Storage) =>
  JSON.parse(store.getItem('storedLoanApplication') ?? '{}') as Record<string, unknown>;

function seedTab(data: object, startedAt = new Date(now.getTime() - hour).toISOString()) {
  sessionStorage.setItem('storedLoanApplication', JSON.stringify(data));
  sessionStorage.setItem('sessionId', JSON.stringify(sessionId));
  sessionStorage.setItem('sessionStartedAt', JSON.stringify(startedAt));
}

describe('initApplication and personal data', () => {
  it('resumes the answers from this tab and leaves only the loan choice on the device', () => {
    seedTab(answers);
    const { preloadedState } = init();
    expect(preloadedState.applicationData).toMatchObject({ id: 'L1', personalDetails: {} });
    expect(stored(sessionStorage)).toMatchObject({ id: 'L1', contactDetails: {} });
    expect(stored(localStorage)).toEqual({
      amount: 500,
      period: 70,
      affiliateReferenceParams: answers.affiliateReferenceParams,
      posthogParameters: expect.any(Object) as unknown,
      expiresAt: new Date(now.getTime() + 24 * hour).toISOString(),
    });
  });

  it('takes personal data an older release left on the device into the tab, then off the device', () => {
    localStorage.setItem('storedLoanApplication', JSON.stringify(answers));
    sessionStorage.setItem('sessionId', JSON.stringify(sessionId));
    sessionStorage.setItem('sessionStartedAt', JSON.stringify(now.toISOString()));
    const { preloadedState } = init();
    expect(preloadedState.applicationData?.personalDetails).toEqual(answers.personalDetails);
    for (const value of ['Ana', '12345678Z', 'ana@example.com', '+34600111222', 'L1', 'ES91']) {
      expect(localStorage.getItem('storedLoanApplication')).not.toContain(value);
    }
  });

  it('a new tab finds the loan choice but no answer and no lead', () => {
    seedTab(answers);
    init();
    sessionStorage.clear();
    const data = init().preloadedState.applicationData;
    expect(data).toMatchObject({ amount: 500, period: 70 });
    expect(data?.id).toBeUndefined();
    expect(data?.personalDetails).toBeUndefined();
    expect(data?.contactDetails).toBeUndefined();
  });

  it('on expiry drops the answers with the tab drafts and forms', () => {
    seedTab({ ...answers, expiresAt: new Date(now.getTime() - 1).toISOString() });
    sessionStorage.setItem('asyncFormData', JSON.stringify({ form_first_name: 'Ana' }));
    sessionStorage.setItem('dynamicPages', JSON.stringify({ values: { email: 'ana@x.es' } }));
    const { preloadedState } = init();
    expect(preloadedState.applicationData?.personalDetails).toBeUndefined();
    expect(preloadedState.dynamicForms).toBeUndefined();
    expect(sessionStorage.getItem('asyncFormData')).toBeNull();
    expect(sessionStorage.getItem('dynamicPages')).toBeNull();
    expect(stored(sessionStorage)).not.toHaveProperty('contactDetails');
  });

  it('keeps the drafts of a live application across a reload', () => {
    seedTab(answers);
    sessionStorage.setItem('asyncFormData', JSON.stringify({ form_first_name: 'Ana' }));
    init();
    expect(sessionStorage.getItem('asyncFormData')).toContain('Ana');
  });
});
