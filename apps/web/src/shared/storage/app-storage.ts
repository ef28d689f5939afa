import { createSafeStore, noopStore, type KeyValueStore } from './key-value-store';
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

// A storage that passed createSafeStore's probe write once stays usable for the page's life:
// features open storage on every save and keystroke, and two writes per opening were a steady
// share of a step change's work. Keyed by the storage object, so a replaced one is probed anew.
const probed = new WeakMap<Storage, KeyValueStore>();

function safeStore(name: string, open: () => Storage | null | undefined): KeyValueStore {
  let backend: Storage | null | undefined;
  try {
    backend = open();
  } catch {
    backend = undefined;
  }
  // No storage at all: createSafeStore says why and gives the no-op store.
  if (!backend) return createSafeStore(name, open);
  const known = probed.get(backend);
  if (known) return known;
  const store = createSafeStore(name, () => backend);
  if (store !== noopStore) probed.set(backend, store);
  return store;
}

/** Opens the browser's storages on demand: importing this module touches nothing. */
export function openBrowserStorages(): Storages {
  return {
    local: wrapStore(safeStore('localStorage', () => globalThis.localStorage)),
    session: wrapStore(safeStore('sessionStorage', () => globalThis.sessionStorage)),
  };
}
