import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSafeStore, noopStore } from './key-value-store';

function domException(name: string): DOMException {
  return new DOMException(name, name);
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('createSafeStore', () => {
  it('passes reads and writes through to a working storage', () => {
    const store = createSafeStore('localStorage', () => localStorage);
    store.setItem('a', '1');
    expect(localStorage.getItem('a')).toBe('1');
    expect(store.getItem('a')).toBe('1');
    store.removeItem('a');
    expect(localStorage.getItem('a')).toBeNull();
  });

  it('falls back to the no-op store when merely opening storage throws a SecurityError', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createSafeStore('localStorage', () => {
      throw domException('SecurityError');
    });
    expect(store).toBe(noopStore);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('falls back to the no-op store when storage is disabled (null)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(createSafeStore('sessionStorage', () => null)).toBe(noopStore);
  });

  it('falls back to the no-op store in private mode (zero quota: the first write fails)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw domException('QuotaExceededError');
    });
    expect(createSafeStore('localStorage', () => localStorage)).toBe(noopStore);
  });

  it('logs and skips a write that exceeds the quota later on', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createSafeStore('localStorage', () => localStorage);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw domException('QuotaExceededError');
    });
    expect(() => {
      store.setItem('big', 'x');
    }).not.toThrow();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Failed to write "big"'),
      expect.stringContaining('QuotaExceededError'),
    );
  });

  it('reads as absent when getItem throws, and survives a throwing removeItem', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createSafeStore('localStorage', () => localStorage);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw domException('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw domException('SecurityError');
    });
    expect(store.getItem('a')).toBeNull();
    expect(() => {
      store.removeItem('a');
    }).not.toThrow();
  });
});

describe('noopStore', () => {
  it('remembers nothing', () => {
    noopStore.setItem('a', '1');
    expect(noopStore.getItem('a')).toBeNull();
  });
});
