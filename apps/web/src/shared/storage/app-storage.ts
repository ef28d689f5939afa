import { createSafeStore, type KeyValueStore } from './key-value-store';
import { logStorageWarning } from './log';
import { parseStored } from './parse-stored';
import type { LocalKey, SessionKey } from './storage-keys';

/** Typed JSON access to one browser storage; no method throws. */
export interface AppStorage<K extends string = string> {
  /** The parsed value (see parseStored), or undefined when absent or unreadable. */
  read(key: K): unknown;
  write(key: K, value: unknown): void;
  remove(key: K): void;
}

export interface Storages {
  local: AppStorage<LocalKey>;
  session: AppStorage<SessionKey>;
}

export function wrapStore<K extends string>(store: KeyValueStore): AppStorage<K> {
  return {
    read: (key) => parseStored(store.getItem(key), key),
    write(key, value) {
      // JSON.stringify's lib type says string, but it returns undefined for undefined and functions.
      let text: unknown;
      try {
        text = JSON.stringify(value);
      } catch (error) {
        logStorageWarning(`Could not serialise "${key}"; not stored.`, error);
        return;
      }
      // undefined (and functions) serialise to nothing: treat as a removal, not the text "undefined".
      if (typeof text !== 'string') store.removeItem(key);
      else store.setItem(key, text);
    },
    remove: (key) => {
      store.removeItem(key);
    },
  };
}

/** Opens the browser's storages on demand: importing this module touches nothing. */
export function openBrowserStorages(): Storages {
  return {
    local: wrapStore(createSafeStore('localStorage', () => globalThis.localStorage)),
    session: wrapStore(createSafeStore('sessionStorage', () => globalThis.sessionStorage)),
  };
}
