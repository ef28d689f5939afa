// The logger the storage, session, attribution and application modules use. It writes to the
// console; when the app's shared log helper (shared/lib/log.ts) is committed this file becomes
// a re-export of it, so callers do not change.
function write(sink: (...args: unknown[]) => void, message: string, details?: unknown): void {
  if (details === undefined) sink(message);
  else sink(message, details);
}

export const log = {
  error: (message: string, details?: unknown) => {
    write(console.error, message, details);
  },
  warn: (message: string, details?: unknown) => {
    write(console.warn, message, details);
  },
  info: (message: string, details?: unknown) => {
    write(console.info, message, details);
  },
};

/** Storage failures are expected (private mode, full quota): reported, never thrown. */
export function logStorageWarning(message: string, error?: unknown): void {
  log.warn(`[storage] ${message}`, error);
}
