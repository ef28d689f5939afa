import { log } from './log';

// Errors the product must report (spec 8: 'ApplicationPage not found' ...). For now they are
// logged; the session-recording vendor's forwarder is plugged in with setErrorReporter later.
export type ErrorReporter = (message: string, error?: unknown) => void;

let forward: ErrorReporter | undefined;

export function setErrorReporter(reporter: ErrorReporter | undefined): void {
  forward = reporter;
}

export function reportError(message: string, error?: unknown): void {
  log.error(message, error);
  try {
    forward?.(message, error);
  } catch (failure) {
    // A broken vendor must never turn a reported error into a crash.
    log.warn('Error reporter failed', failure);
  }
}
