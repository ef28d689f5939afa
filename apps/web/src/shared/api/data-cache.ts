// Spec 9's data cache, for the API's reference answers (look-up lists, partner logos, the
// places of a postcode): one request per key however many screens read it; the answer is kept
// while a screen uses it and for 60 s after the last one lets go, so going back and forth asks
// nothing again, and then dropped, so a long session does not hold every answer it ever saw.
// A failed request is not kept: the next reader asks again. A lead's status is not cached: it
// is the state the server moves on (ADR 0038).

/** How long an answer nobody uses is kept (spec 9: 60 seconds). */
export const keepUnusedMs = 60_000;

interface Entry {
  answer: Promise<unknown>;
  readers: number;
  drop?: ReturnType<typeof setTimeout>;
}

export interface Held<T> {
  answer: Promise<T>;
  /** Lets go of the entry; the last reader to let go starts its 60 s. */
  release: () => void;
}

export interface DataCache {
  /** Reads the key (asking `load` when it is not kept) and holds it until released. */
  hold<T>(key: string, load: () => Promise<T>): Held<T>;
  /** Reads the key once: kept for 60 s from now unless a screen holds it. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops every entry (tests start each case afresh). */
  clear(): void;
}

export function createDataCache(keepMs = keepUnusedMs): DataCache {
  const entries = new Map<string, Entry>();
  const drop = (key: string, entry: Entry) => {
    clearTimeout(entry.drop);
    if (entries.get(key) === entry) entries.delete(key);
  };
  const cache: DataCache = {
    hold<T>(key: string, load: () => Promise<T>): Held<T> {
      let entry = entries.get(key);
      if (!entry) {
        const created: Entry = { answer: load(), readers: 0 };
        created.answer.catch(() => {
          drop(key, created);
        });
        entries.set(key, created);
        entry = created;
      }
      const held = entry;
      clearTimeout(held.drop);
      held.readers += 1;
      let released = false;
      return {
        answer: held.answer as Promise<T>,
        release: () => {
          if (released) return;
          released = true;
          held.readers -= 1;
          if (held.readers === 0 && entries.get(key) === held) {
            held.drop = setTimeout(() => {
              drop(key, held);
            }, keepMs);
          }
        },
      };
    },
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const { answer, release } = cache.hold(key, load);
      release();
      return answer;
    },
    clear() {
      for (const [key, entry] of entries) drop(key, entry);
    },
  };
  return cache;
}

/** The app's one data cache. */
export const dataCache = createDataCache();
