import { describe, expect, it, vi } from 'vitest';
import { wrapStore } from '@/shared/storage/app-storage';
import type { KeyValueStore } from '@/shared/storage/key-value-store';
import type { LocalKey, SessionKey } from '@/shared/storage/storage-keys';
import { shouldRecordSession } from './recording-decision';

function memoryStore(): KeyValueStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => items.set(key, value),
    removeItem: (key) => items.delete(key),
  };
}

function setup() {
  const local = memoryStore();
  const session = memoryStore();
  const storages = { local: wrapStore<LocalKey>(local), session: wrapStore<SessionKey>(session) };
  return { local, session, storages };
}

describe('shouldRecordSession', () => {
  it('sets the local-storage block flag for a gated campaign and does not record', () => {
    const { local, storages } = setup();
    const random = vi.fn(() => 0);
    const recorded = shouldRecordSession({
      config: { retargetingLogging: false },
      campaign: { utm_source: 'retargeting' },
      storages,
      random,
    });
    expect(recorded).toBe(false);
    expect(local.items.get('logRocketBlocked')).toBe('true');
    expect(random).not.toHaveBeenCalled();
  });

  it('keeps a device blocked once flagged', () => {
    const { local, storages } = setup();
    local.items.set('logRocketBlocked', 'true');
    expect(
      shouldRecordSession({
        config: {},
        campaign: { utm_source: 'news' },
        storages,
        random: () => 0,
      }),
    ).toBe(false);
  });

  it('samples once per session and keeps the draw in session storage', () => {
    const { session, storages } = setup();
    const first = shouldRecordSession({
      config: { percentage: 50 },
      campaign: {},
      storages,
      random: () => 0.7,
    });
    expect(first).toBe(false);
    expect(session.items.get('logRocket')).toBe('false');
    const reload = shouldRecordSession({
      config: { percentage: 50 },
      campaign: {},
      storages,
      random: () => 0.1,
    });
    expect(reload).toBe(false);
  });

  it('records a sampled-in session and sets no block flag', () => {
    const { local, session, storages } = setup();
    expect(
      shouldRecordSession({
        config: {},
        campaign: { utm_source: 'abandonment' },
        storages,
        random: () => 0.5,
      }),
    ).toBe(true);
    expect(local.items.has('logRocketBlocked')).toBe(false);
    expect(session.items.get('logRocket')).toBe('true');
  });
});
