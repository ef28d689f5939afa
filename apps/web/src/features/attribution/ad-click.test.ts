import { describe, expect, it, vi } from 'vitest';
import { frozenClockWithLog } from '@/test-support/capture-log';
import { adClickExpiryMs, adClickMaxAgeMs, resolveAdClick } from './ad-click';

const day = 24 * 60 * 60 * 1000;
const query = (q: string) => new URLSearchParams(q);
const log = frozenClockWithLog('2026-06-01T10:00:00.000Z');

describe('resolveAdClick: a fresh click in the address', () => {
  it.each(['gclid=G1', 'wbraid=W1', 'gbraid=B1', 'gclid=G1&gclsrc=aw.ds', 'gbraid=B1&gclsrc=aw'])(
    'accepts %s and stamps it with the current UTC time',
    (q) => {
      const now = new Date();
      const { record, storage } = resolveAdClick({ query: query(q), stored: undefined, now });
      expect(storage).toBe('write');
      expect(record?.setAt).toBe('2026-06-01T10:00:00.000Z');
      expect(record?.gclidAt).toBe(record?.setAt);
      expect(Object.fromEntries(query(q))).toMatchObject(
        Object.fromEntries(Object.entries(record ?? {}).filter(([k]) => !k.endsWith('At'))),
      );
    },
  );

  it('rejects a click from another Google product (gclsrc without aw) and keeps the stored one', () => {
    const stored = { gclid: 'OLD', setAt: '2026-05-30T10:00:00.000Z' };
    const { record, storage } = resolveAdClick({
      query: query('gclid=G1&gclsrc=ds'),
      stored,
      now: new Date(),
    });
    expect(record?.gclid).toBe('OLD');
    expect(storage).toBe('keep');
  });

  it('ignores gclsrc alone', () => {
    expect(
      resolveAdClick({ query: query('gclsrc=aw'), stored: undefined, now: new Date() }),
    ).toEqual({
      record: undefined,
      storage: 'keep',
    });
  });

  it('replaces a stored click with a fresh one', () => {
    const stored = { gclid: 'OLD', setAt: '2026-05-30T10:00:00.000Z' };
    expect(
      resolveAdClick({ query: query('gclid=NEW'), stored, now: new Date() }).record?.gclid,
    ).toBe('NEW');
  });
});

describe('resolveAdClick: the stored record', () => {
  it('keeps a record younger than 90 days', () => {
    const stored = { gclid: 'G', gbraid: 'B', setAt: new Date(Date.now() - 89 * day) };
    const { record, storage } = resolveAdClick({ query: query(''), stored, now: new Date() });
    expect(storage).toBe('keep');
    expect(record).toEqual({
      gclid: 'G',
      gbraid: 'B',
      setAt: new Date(Date.now() - 89 * day).toISOString(),
      gclidAt: new Date(Date.now() - 89 * day).toISOString(),
    });
  });

  it('deletes a record older than 90 days', () => {
    const stored = { gclid: 'G', setAt: new Date(Date.now() - adClickMaxAgeMs - 1).toISOString() };
    expect(resolveAdClick({ query: query(''), stored, now: new Date() })).toEqual({
      record: undefined,
      storage: 'remove',
    });
  });

  it('expires the record as the clock moves past 90 days', () => {
    const stored = { gclid: 'G', setAt: new Date().toISOString() };
    vi.advanceTimersByTime(adClickMaxAgeMs);
    expect(resolveAdClick({ query: query(''), stored, now: new Date() }).record?.gclid).toBe('G');
    vi.advanceTimersByTime(1);
    expect(resolveAdClick({ query: query(''), stored, now: new Date() }).storage).toBe('remove');
  });

  it('gives an old { value, expiryDate } record its gclid from value and its click time back', () => {
    const expiryDate = Date.now() + 10 * day;
    const { record, storage } = resolveAdClick({
      query: query(''),
      stored: { value: 'V1', expiryDate },
      now: new Date(),
    });
    expect(storage).toBe('write');
    expect(record?.gclid).toBe('V1');
    expect(record?.setAt).toBe(new Date(expiryDate - adClickMaxAgeMs).toISOString());
  });

  it('deletes an old record past its own expiryDate', () => {
    const stored = { value: 'V1', expiryDate: Date.now() - 1 };
    expect(resolveAdClick({ query: query(''), stored, now: new Date() }).storage).toBe('remove');
  });

  it('does not take value when the record already has a gclid', () => {
    const stored = { gclid: 'G', value: 'V', setAt: new Date().toISOString() };
    expect(resolveAdClick({ query: query(''), stored, now: new Date() }).record?.gclid).toBe('G');
  });

  it('deletes a record with no usable time, and logs a record that is not an object', () => {
    expect(
      resolveAdClick({ query: query(''), stored: { gclid: 'G' }, now: new Date() }).storage,
    ).toBe('remove');
    expect(resolveAdClick({ query: query(''), stored: 'junk', now: new Date() }).storage).toBe(
      'remove',
    );
    expect(log.lines).toEqual(['Stored ad-click record is not an object; removing it.']);
  });

  it('returns nothing when nothing is stored and the address has no click', () => {
    expect(
      resolveAdClick({ query: query('utm_source=x'), stored: undefined, now: new Date() }),
    ).toEqual({
      record: undefined,
      storage: 'keep',
    });
  });
});

describe('adClickExpiryMs: the configured legacy expiry (spec 4)', () => {
  it('reads a positive number of days, as text or number', () => {
    expect(adClickExpiryMs('30')).toBe(30 * day);
    expect(adClickExpiryMs(0.5)).toBe(day / 2);
  });

  it('uses 90 days when nothing is configured', () => {
    expect(adClickExpiryMs(undefined)).toBe(90 * day);
    expect(adClickExpiryMs('')).toBe(90 * day);
    expect(log.lines).toEqual([]);
  });

  it.each(['0', '-3', 'ninety', 'Infinity', true])('logs %j and uses 90 days', (configured) => {
    expect(adClickExpiryMs(configured)).toBe(90 * day);
    expect(log.lines).toEqual(['Invalid ad-click expiry configuration; using the default.']);
  });
});
