import { log } from '@/shared/lib/log';

// Storage, session, attribution and application modules log through the app's one helper.
export { log };

/** Storage failures are expected (private mode, full quota): reported, never thrown. */
export function logStorageWarning(message: string, error?: unknown): void {
  log.warn(`[storage] ${message}`, describe(error));
}

// DOMException is not an Error in every engine, and would log as '{}': keep its name.
function describe(error: unknown): unknown {
  if (error !== null && typeof error === 'object' && 'name' in error && 'message' in error) {
    return `${String(error.name)}: ${String(error.message)}`;
  }
  return error;
}
