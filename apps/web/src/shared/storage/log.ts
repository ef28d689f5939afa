// A tiny warning logger for storage faults. Storage failures are expected (private mode, full
// quota) and must never break the app, so they are only reported, never thrown.
export function logStorageWarning(message: string, error?: unknown): void {
  console.warn(`[storage] ${message}`, error ?? '');
}
