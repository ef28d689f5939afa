import { describe, expect, it, vi } from 'vitest';
import { frozenClockWithLog } from '@/test-support/capture-log';
import {
  affiliateExpiryHours,
  defaultAffiliateExpiryHours,
  referenceFromAddress,
  resolveAffiliateReference,
} from './affiliate-reference';

const hour = 60 * 60 * 1000;
const log = frozenClockWithLog('2026-06-01T10:00:00.000Z');

function resolve(q: string, stored: unknown, extra: { staticAffiliateName?: string } = {}) {
  return resolveAffiliateReference({
    query: new URLSearchParams(q),
    stored,
    now: new Date(),
    expiryHours: 480,
    ...extra,
  });
}

const stored = {
  attribute: 'aff',
  subId: 's1',
  transactionId: 't1',
  setAt: '2026-05-31T10:00:00.000Z',
};

describe('referenceFromAddress', () => {
  it('reads refName, refSubId and refTransactionId', () => {
    expect(
      referenceFromAddress(new URLSearchParams('refName=a&refSubId=b&refTransactionId=c&s_id=d')),
    ).toEqual({
      attribute: 'a',
      subId: 'b',
      transactionId: 'c',
    });
  });

  it('falls back to s_id for the transaction id', () => {
    expect(referenceFromAddress(new URLSearchParams('s_id=d'))).toEqual({ transactionId: 'd' });
  });
});

describe('resolveAffiliateReference', () => {
  it('replaces a different stored reference and flags it changed, stamped now', () => {
    expect(resolve('refName=other&refSubId=s2', stored)).toEqual({
      reference: { attribute: 'other', subId: 's2', setAt: '2026-06-01T10:00:00.000Z' },
      changed: true,
      expired: false,
    });
  });

  it('takes a first reference (nothing stored) as changed', () => {
    expect(resolve('refTransactionId=t9', undefined).changed).toBe(true);
  });

  it('keeps the stored reference, and its set time, when the address repeats it', () => {
    expect(resolve('refName=aff&refSubId=s1&refTransactionId=t1', stored)).toEqual({
      reference: stored,
      changed: false,
      expired: false,
    });
  });

  it('uses an attribute-only reference unchanged when it matches the stored one', () => {
    const old = { attribute: 'aff', setAt: new Date(Date.now() - 1000 * hour).toISOString() };
    expect(resolve('refName=aff', old)).toEqual({
      reference: { attribute: 'aff', setAt: old.setAt },
      changed: false,
      expired: false,
    });
  });

  it('keeps the stored reference when the address has none', () => {
    expect(resolve('', stored)).toEqual({ reference: stored, changed: false, expired: false });
  });

  it('ignores an empty reference from the address (blank values) and logs it', () => {
    expect(resolve('refName=%20&refSubId=', stored).reference).toEqual(stored);
    expect(resolve('refName=', undefined)).toEqual({
      reference: undefined,
      changed: false,
      expired: false,
    });
    expect(log.lines).toContain('No valid affiliate parameters in the address.');
  });

  it('ignores an empty stored reference', () => {
    expect(resolve('', { setAt: stored.setAt })).toEqual({
      reference: undefined,
      changed: false,
      expired: false,
    });
  });

  it('expires a stored reference after 480 hours, not before', () => {
    const ref = { attribute: 'aff', subId: 's', setAt: new Date().toISOString() };
    vi.advanceTimersByTime(480 * hour);
    expect(resolve('', ref).expired).toBe(false);
    vi.advanceTimersByTime(1);
    expect(resolve('', ref)).toEqual({ reference: undefined, changed: false, expired: true });
  });

  it('never expires the static affiliate name', () => {
    const ref = { attribute: 'house', setAt: new Date(Date.now() - 10_000 * hour).toISOString() };
    expect(resolve('', ref, { staticAffiliateName: 'house' }).reference).toEqual(ref);
    expect(resolve('', ref, { staticAffiliateName: 'other' }).expired).toBe(true);
  });

  it('accepts a revived Date as setAt', () => {
    const ref = { subId: 's', setAt: new Date(Date.now() - hour) };
    expect(resolve('', ref).reference?.setAt).toBe(new Date(Date.now() - hour).toISOString());
  });

  it('logs an invalid setAt and treats the reference as expired', () => {
    expect(resolve('', { subId: 's', setAt: 'yesterday' }).expired).toBe(true);
    expect(log.lines).toContain('Invalid affiliate reference setAt; treating it as expired.');
  });
});

describe('affiliateExpiryHours', () => {
  it.each([
    [undefined, defaultAffiliateExpiryHours],
    ['', defaultAffiliateExpiryHours],
    ['72', 72],
    [1.5, 1.5],
  ])('%j -> %j', (configured, hours) => {
    expect(affiliateExpiryHours(configured)).toBe(hours);
    expect(log.lines).toEqual([]);
  });

  it.each([0, -5, 'abc', Number.NaN, Infinity, true, '1e3'])(
    'logs %j and uses the default',
    (configured) => {
      expect(affiliateExpiryHours(configured)).toBe(480);
      expect(log.lines).toEqual([
        'Invalid affiliate reference expiry configuration; using the default.',
      ]);
    },
  );
});
