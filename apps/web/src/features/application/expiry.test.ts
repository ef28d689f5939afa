import { describe, expect, it, vi } from 'vitest';
import type { LeadData } from '@finceptiv/contract/entities/lead-data';
import { frozenClockWithLog } from '@/test-support/capture-log';
import { expirationTimeInMs, expiryErrorMessage, validateAndRemoveExpiredData } from './expiry';

const hour = 60 * 60 * 1000;
const log = frozenClockWithLog('2026-06-01T10:00:00.000Z');

const live: Partial<LeadData> = {
  id: 'lead-1',
  leadStatus: true,
  amount: 500,
  period: 70,
  personalDetails: { firstName: 'Ana' },
  contactDetails: { email: 'ana@example.com' },
  googleClick: { gclid: 'G' },
};
const stripped = { amount: 500, period: 70, googleClick: { gclid: 'G' } };
const renewed = () => new Date(Date.now() + expirationTimeInMs).toISOString();

describe('validateAndRemoveExpiredData', () => {
  it('keeps live data and slides its expiry to now + 24 h', () => {
    const data = { ...live, expiresAt: new Date(Date.now() + hour).toISOString() };
    expect(validateAndRemoveExpiredData(data, { now: new Date() })).toEqual({
      ...live,
      expiresAt: renewed(),
    });
    expect(expirationTimeInMs).toBe(24 * hour);
  });

  it('strips stale fields once expiresAt has passed, keeping the loan choice and attribution', () => {
    const data = { ...live, expiresAt: new Date(Date.now() + hour).toISOString() };
    vi.advanceTimersByTime(hour);
    expect(validateAndRemoveExpiredData(data, { now: new Date() }).id).toBe('lead-1');
    vi.advanceTimersByTime(1);
    expect(validateAndRemoveExpiredData(data, { now: new Date() })).toEqual({
      ...stripped,
      expiresAt: renewed(),
    });
  });

  it('without expiresAt, expires 24 h after the session started', () => {
    const sessionStartedAt = new Date(Date.now() - expirationTimeInMs).toISOString();
    expect(validateAndRemoveExpiredData(live, { now: new Date(), sessionStartedAt }).id).toBe(
      'lead-1',
    );
    vi.advanceTimersByTime(1);
    expect(validateAndRemoveExpiredData(live, { now: new Date(), sessionStartedAt })).toEqual({
      ...stripped,
      expiresAt: renewed(),
    });
  });

  it('without expiresAt or a session, only sets the expiry', () => {
    expect(validateAndRemoveExpiredData(live, { now: new Date() })).toEqual({
      ...live,
      expiresAt: renewed(),
    });
  });

  it('strips stale fields when leadStatus is missing, even before expiry', () => {
    const data = { ...live };
    delete data.leadStatus;
    expect(validateAndRemoveExpiredData(data, { now: new Date() })).toEqual({
      ...stripped,
      expiresAt: renewed(),
    });
  });

  it('accepts a revived Date as expiresAt', () => {
    const data = { ...live, expiresAt: new Date(Date.now() - 1) } as unknown as Partial<LeadData>;
    expect(validateAndRemoveExpiredData(data, { now: new Date() }).id).toBeUndefined();
  });

  it('honours a configured duration', () => {
    expect(
      validateAndRemoveExpiredData<Partial<LeadData>>({}, { now: new Date(), durationMs: hour })
        .expiresAt,
    ).toBe(new Date(Date.now() + hour).toISOString());
  });

  it('keeps the data unchanged and logs when the expiry cannot be read', () => {
    const data = { ...live, expiresAt: 'not a date' };
    expect(validateAndRemoveExpiredData(data, { now: new Date() })).toBe(data);
    expect(log.lines).toEqual([expiryErrorMessage]);
    expect(expiryErrorMessage).toBe(
      'An error occurred during validation and removal of expired data.',
    );
  });

  it('keeps the data unchanged when the session start is unreadable', () => {
    expect(
      validateAndRemoveExpiredData(live, { now: new Date(), sessionStartedAt: 'garbage' }),
    ).toBe(live);
    expect(log.lines).toHaveLength(1);
  });
});
