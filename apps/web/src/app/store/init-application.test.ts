import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { products } from '@finceptiv/contract/products';
import { captureLog } from '@/test-support/capture-log';
import { openBrowserStorages } from '@/shared/storage/app-storage';
import { initApplication, type InitApplicationInput } from './init-application';

const hour = 60 * 60 * 1000;
const stored = '11111111-1111-4111-8111-111111111111';
const fresh = 'ffffffff-ffff-4fff-8fff-ffffffffffff';
let restoreLog: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-06-01T10:00:00.000Z'));
  restoreLog = captureLog().restore;
});
afterEach(() => {
  vi.useRealTimers();
  restoreLog();
  localStorage.clear();
  sessionStorage.clear();
});

function init(search = '', extra: Partial<InitApplicationInput> = {}) {
  return initApplication({
    location: { href: `https://fiesta.test/application-frontend/${search}`, search },
    storage: openBrowserStorages(),
    now: new Date(),
    product: products.fiesta,
    newId: () => fresh,
    ...extra,
  });
}

function seed(data: object, session: { id?: string; startedAt?: string } = {}) {
  localStorage.setItem('storedLoanApplication', JSON.stringify(data));
  if (session.id) sessionStorage.setItem('sessionId', JSON.stringify(session.id));
  if (session.startedAt)
    sessionStorage.setItem('sessionStartedAt', JSON.stringify(session.startedAt));
}

const liveLead = {
  id: 'L1',
  leadStatus: 'true',
  amount: 500,
  period: 70,
  personalDetails: { firstName: 'Ana' },
  expiresAt: new Date(Date.now() + hour).toISOString(),
};

describe('initApplication', () => {
  it('starts a first visit with a new session, defaults and nothing personal', () => {
    const { preloadedState, cleanAddress } = init();
    expect(preloadedState.session).toMatchObject({ sessionId: fresh, newSessionFlag: true });
    expect(preloadedState.applicationData).toMatchObject({
      leadStatus: true,
      sessionId: fresh,
      sessionStartedAt: '2026-06-01T10:00:00.000Z',
      expiresAt: new Date(Date.now() + 24 * hour).toISOString(),
      posthogParameters: {
        isLeadPrefilled: false,
        leadPrefilledFields: [],
        leadPreviouslyRedirected: false,
      },
    });
    expect(cleanAddress).toBeUndefined();
    expect(sessionStorage.getItem('initAt')).toBe(String(Date.now()));
  });

  it('resumes a live stored lead in the same session, booleans restored', () => {
    seed(liveLead, { id: stored, startedAt: new Date(Date.now() - hour).toISOString() });
    const { preloadedState } = init();
    expect(preloadedState.applicationData).toMatchObject({
      id: 'L1',
      leadStatus: true,
      personalDetails: { firstName: 'Ana' },
    });
    expect(preloadedState.session?.sessionId).toBe(stored);
  });

  it('strips an expired lead but keeps the loan choice', () => {
    seed({ ...liveLead, expiresAt: new Date(Date.now() - 1).toISOString() });
    const data = init().preloadedState.applicationData;
    expect(data?.id).toBeUndefined();
    expect(data?.personalDetails).toBeUndefined();
    expect(data).toMatchObject({ amount: 500, period: 70 });
  });

  it('judges expiry on the stored session start, not on a session the affiliate rule restarts', () => {
    const noExpiry: Partial<typeof liveLead> = { ...liveLead };
    delete noExpiry.expiresAt;
    seed(noExpiry, { id: stored, startedAt: new Date(Date.now() - 25 * hour).toISOString() });
    const { preloadedState } = init('?refName=aff&refSubId=x');
    expect(preloadedState.applicationData?.id).toBeUndefined();
    expect(preloadedState.session).toMatchObject({ sessionId: fresh, newSessionFlag: true });
  });

  it('restarts the session for a new affiliate reference and saves it to both storages', () => {
    seed(liveLead, { id: stored, startedAt: new Date().toISOString() });
    sessionStorage.setItem('sessionAcceptedRedirected', 'true');
    const { preloadedState } = init('?refName=aff&refTransactionId=t1');
    const ref = { attribute: 'aff', transactionId: 't1', setAt: '2026-06-01T10:00:00.000Z' };
    expect(preloadedState.applicationData?.affiliateReferenceParams).toEqual(ref);
    expect(preloadedState.session?.sessionId).toBe(fresh);
    expect(sessionStorage.getItem('sessionAcceptedRedirected')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('storedLoanApplication')!)).toMatchObject({
      affiliateReferenceParams: ref,
    });
    expect(
      (
        JSON.parse(localStorage.getItem('storedLoanApplication')!) as {
          affiliateReferenceParams: unknown;
        }
      ).affiliateReferenceParams,
    ).toEqual(ref);
  });

  it('removes an expired affiliate reference and restarts the session', () => {
    const setAt = new Date(Date.now() - 481 * hour).toISOString();
    seed({ ...liveLead, affiliateReferenceParams: { subId: 's', setAt } }, { id: stored });
    const { preloadedState } = init();
    expect(preloadedState.applicationData?.affiliateReferenceParams).toBeUndefined();
    expect(preloadedState.session?.sessionId).toBe(fresh);
    expect(sessionStorage.getItem('storedLoanApplication')).not.toContain('affiliateReference');
  });

  it('honours the configured static affiliate name and expiry hours', () => {
    const setAt = new Date(Date.now() - 2 * hour).toISOString();
    seed({ affiliateReferenceParams: { attribute: 'house', setAt } }, { id: stored });
    const config = { affiliateExpiryHours: '1', staticAffiliateName: 'house' };
    expect(init('', { config }).preloadedState.session?.sessionId).toBe(stored);
    sessionStorage.setItem('sessionId', JSON.stringify(stored));
    expect(
      init('', { config: { affiliateExpiryHours: '1' } }).preloadedState.session?.sessionId,
    ).toBe(fresh);
  });

  it('adopts a valid different sessionId from the address', () => {
    seed({}, { id: stored });
    const other = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    expect(init(`?sessionId=${other}`).preloadedState.session?.sessionId).toBe(other);
  });

  it('records a fresh ad click in the store and in storage, and removes a stale one', () => {
    const { preloadedState } = init('?gclid=G1&gclsrc=aw.ds');
    expect(preloadedState.applicationData?.googleClick).toEqual({
      gclid: 'G1',
      gclidAt: '2026-06-01T10:00:00.000Z',
    });
    expect(JSON.parse(sessionStorage.getItem('gclid')!)).toMatchObject({
      gclid: 'G1',
      gclsrc: 'aw.ds',
    });
    vi.advanceTimersByTime(91 * 24 * hour);
    expect(init().preloadedState.applicationData?.googleClick).toBeUndefined();
    expect(sessionStorage.getItem('gclid')).toBeNull();
  });

  it('expires a stored ad click after the configured legacy expiry, not the default', () => {
    init('?gclid=G1');
    vi.advanceTimersByTime(8 * 24 * hour);
    expect(init().preloadedState.applicationData?.googleClick?.gclid).toBe('G1');
    const config = { adClickExpiryDays: '7' };
    expect(init('', { config }).preloadedState.applicationData?.googleClick).toBeUndefined();
    expect(sessionStorage.getItem('gclid')).toBeNull();
  });

  it('prefills from the address, keeps campaign values, flags the prefill and cleans the address', () => {
    sessionStorage.setItem('redirected', 'true');
    const { preloadedState, cleanAddress } = init(
      '?amount=250&firstName=Ana&email=ana%40example.com&utm_source=news&sellingTierGlobalId=T1',
      { cookies: '_fbp=fb.1.1.1; _ttp=TT' },
    );
    expect(preloadedState.applicationData).toMatchObject({
      amount: 300,
      personalDetails: { firstName: 'Ana' },
      contactDetails: { email: 'ana@example.com' },
      sellingTierGlobalId: 'T1',
      fbp: 'fb.1.1.1',
      ttp: 'TT',
      posthogParameters: {
        isLeadPrefilled: true,
        leadPrefilledFields: ['amount', 'firstName', 'email', 'sellingTierGlobalId'],
        leadPreviouslyRedirected: true,
      },
    });
    expect(preloadedState.session).toMatchObject({
      contactDetails: { email: 'ana@example.com' },
      campaign: { utm_source: 'news' },
    });
    expect(cleanAddress).toBe(
      '/application-frontend/?amount=250&utm_source=news&sellingTierGlobalId=T1',
    );
    expect(JSON.parse(sessionStorage.getItem('sellingTierGlobalId')!)).toBe('T1');
  });

  it('keeps the prefill flags across a reload without prefill', () => {
    init('?firstName=Ana');
    expect(init().preloadedState.applicationData?.posthogParameters).toMatchObject({
      isLeadPrefilled: true,
      leadPrefilledFields: ['firstName'],
    });
  });

  it('starts clean when storage is corrupt', () => {
    localStorage.setItem('storedLoanApplication', '{"amount":');
    sessionStorage.setItem('leadApplication', '{"progressState":"x"}');
    const { preloadedState } = init();
    expect(preloadedState.applicationData).toMatchObject({ leadStatus: true });
    expect(preloadedState.leadApplication).toBeUndefined();
  });
});
