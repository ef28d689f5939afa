import { afterEach, describe, expect, it, vi } from 'vitest';
import { openBrowserStorages, wrapStore } from './app-storage';
import { noopStore } from './key-value-store';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('app storage', () => {
  it('round-trips values as JSON with dates revived', () => {
    const { local, session } = openBrowserStorages();
    const at = new Date('2026-05-01T10:00:00.000Z');
    local.write('storedLoanApplication', { amount: 300, expiresAt: at });
    session.write('sessionId', 'b3f0c7f6-0000-4000-8000-000000000000');
    expect(local.read('storedLoanApplication')).toEqual({ amount: 300, expiresAt: at });
    expect(sessionStorage.getItem('sessionId')).toBe('"b3f0c7f6-0000-4000-8000-000000000000"');
    expect(session.read('sessionId')).toBe('b3f0c7f6-0000-4000-8000-000000000000');
  });

  it('removes the key when asked to write undefined', () => {
    const { session } = openBrowserStorages();
    session.write('lid', 'x');
    session.write('lid', undefined);
    expect(sessionStorage.getItem('lid')).toBeNull();
  });

  it('logs a value that cannot be serialised and keeps the old one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { session } = openBrowserStorages();
    session.write('state', { a: 1 });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    session.write('state', cyclic);
    expect(session.read('state')).toEqual({ a: 1 });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('reads nothing and never throws on the no-op store', () => {
    const store = wrapStore(noopStore);
    store.write('k', { a: 1 });
    expect(store.read('k')).toBeUndefined();
  });
});
