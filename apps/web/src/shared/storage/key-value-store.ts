import { logStorageWarning } from './log';

// The part of the Web Storage API this app uses. Tests and the no-op fallback implement it too.
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Used when the browser gives no storage: remembers nothing and never throws. */
export const noopStore: KeyValueStore = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

const probeKey = '__finceptiv_probe__';

/**
 * Wraps a browser storage so that no call ever throws. `open` is a function because merely
 * reading `window.localStorage` throws a SecurityError when cookies are blocked. A storage that
 * cannot be written at all (Safari private mode has a zero quota) is replaced by the no-op store;
 * later faults (quota exceeded on one large write) are logged and that one call is skipped.
 */
export function createSafeStore(
  name: string,
  open: () => Storage | null | undefined,
): KeyValueStore {
  let backend: Storage | null | undefined;
  try {
    backend = open();
    if (!backend) throw new Error(`${name} is not available`);
    backend.setItem(probeKey, probeKey);
    backend.removeItem(probeKey);
  } catch (error) {
    logStorageWarning(`${name} is unavailable; nothing will be kept.`, error);
    return noopStore;
  }
  const store = backend;
  return {
    getItem(key) {
      try {
        return store.getItem(key);
      } catch (error) {
        logStorageWarning(`Failed to read "${key}" from ${name}.`, error);
        return null;
      }
    },
    setItem(key, value) {
      try {
        store.setItem(key, value);
      } catch (error) {
        logStorageWarning(`Failed to write "${key}" to ${name}.`, error);
      }
    },
    removeItem(key) {
      try {
        store.removeItem(key);
      } catch (error) {
        logStorageWarning(`Failed to remove "${key}" from ${name}.`, error);
      }
    },
  };
}
