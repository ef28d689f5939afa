import { describe, expect, it } from 'vitest';
import { wrapStore } from '@/shared/storage/app-storage';
import type { LocalKey } from '@/shared/storage/storage-keys';
import { readConsentChoice, writeConsentChoice } from './consent-choice';

function memoryStorage() {
  const items = new Map<string, string>();
  const store = wrapStore<LocalKey>({
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => items.set(key, value),
    removeItem: (key) => items.delete(key),
  });
  return { store, items };
}

const now = new Date('2026-11-21T12:00:00Z');

describe('consent choice', () => {
  it('keeps the answer and its time', () => {
    const { store } = memoryStorage();
    expect(readConsentChoice(store, now)).toBeUndefined();
    writeConsentChoice(store, true, now);
    expect(readConsentChoice(store, now)).toEqual({ marketing: true, at: now.toISOString() });
    writeConsentChoice(store, false, now);
    expect(readConsentChoice(store, now)?.marketing).toBe(false);
  });

  it('asks again after a year', () => {
    const { store } = memoryStorage();
    writeConsentChoice(store, true, new Date('2025-11-01T00:00:00Z'));
    expect(readConsentChoice(store, now)).toBeUndefined();
  });

  it.each([
    '"yes"',
    '{"marketing":"true","at":"2026-11-21T11:00:00Z"}',
    '{"marketing":true}',
    '{',
    'null',
  ])('treats a tampered value (%s) as no answer', (raw) => {
    const { store, items } = memoryStorage();
    items.set('trackingConsent', raw);
    expect(readConsentChoice(store, now)).toBeUndefined();
  });
});
