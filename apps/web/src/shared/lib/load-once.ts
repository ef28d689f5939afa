// A module that is already loaded must not be imported again on each press of Continue:
// Chromium settles every import() in a task of its own, even for a module it holds, so the
// validation behind the press waited a task (and any frame due meanwhile) before it ran
// (issue 11: Next to painted). Awaiting the kept promise instead settles in a microtask.

/** `load` runs at most once while it succeeds; a failed load (offline) is tried afresh. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
