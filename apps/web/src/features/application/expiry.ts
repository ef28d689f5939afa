import type { LeadData } from '@finceptiv/contract/entities/lead-data';
import { log } from '@/shared/storage/log';
import { stripStaleFields } from './stale-fields';

// Spec 9: expirationTimeInMs, 24 hours.
export const expirationTimeInMs = 24 * 60 * 60 * 1000;

export const expiryErrorMessage =
  'An error occurred during validation and removal of expired data.';

export interface ExpiryInput {
  now: Date;
  /** UTC ISO start of the current session: the expiry base when the data has none. */
  sessionStartedAt?: string | undefined;
  durationMs?: number;
}

function instant(value: unknown, what: string): number {
  const ms = value instanceof Date ? value.getTime() : new Date(String(value)).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Invalid ${what}: ${String(value)}`);
  return ms;
}

/**
 * Spec 4, Stored application expiry. The data expires at its own expiresAt or, without one,
 * `durationMs` after the session started. Past that, or with no leadStatus, the stale fields
 * go (see stale-fields.ts). Either way the data then expires `durationMs` from now, so the
 * window slides while the applicant keeps coming back. Anything unreadable (a broken date) is
 * logged and the data is returned exactly as it was.
 */
export function validateAndRemoveExpiredData<T extends Partial<LeadData>>(
  data: T,
  input: ExpiryInput,
): T {
  const durationMs = input.durationMs ?? expirationTimeInMs;
  try {
    const now = input.now.getTime();
    let expiresAt: number | undefined;
    if (data.expiresAt !== undefined) expiresAt = instant(data.expiresAt, 'expiresAt');
    else if (input.sessionStartedAt !== undefined) {
      expiresAt = instant(input.sessionStartedAt, 'sessionStartedAt') + durationMs;
    }
    const expired = expiresAt !== undefined && now > expiresAt;
    const kept = expired || data.leadStatus === undefined ? stripStaleFields(data) : { ...data };
    return { ...kept, expiresAt: new Date(now + durationMs).toISOString() };
  } catch (error) {
    log.error(expiryErrorMessage, error);
    return data;
  }
}
