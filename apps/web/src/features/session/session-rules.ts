import { sessionIdPattern } from '@finceptiv/contract/validation/identifier-rules';

export interface StoredSession {
  sessionId?: string | undefined;
  sessionStartedAt?: string | undefined;
}

export interface ResolvedSession {
  sessionId: string;
  /** UTC ISO time the session started. */
  sessionStartedAt: string;
  /** True when this call started a new session (spec 4: the new-session flag). */
  newSessionFlag: boolean;
}

export interface ResolveSessionInput {
  stored: StoredSession;
  /** The raw `sessionId` query parameter, if any. */
  addressSessionId?: string | null | undefined;
  force?: boolean;
  now: Date;
  newId: () => string;
}

/** Spec 5: a sessionId from the address counts only as a uuid in 8-4-4-4-12 hex form. */
export function validAddressSessionId(value: string | null | undefined): string | undefined {
  return value != null && sessionIdPattern.test(value) ? value : undefined;
}

/**
 * Spec 4, Session. The stored session is reused unless a new one is forced or the address
 * carries a valid sessionId that differs from it. A new session takes the address's id when
 * it has a valid, different one (the landing page hands its session over this way, so analytics see one
 * visitor) and a fresh uuid otherwise, with a new UTC start time and the new-session flag.
 */
export function resolveSession(input: ResolveSessionInput): ResolvedSession {
  const { stored, force = false, now } = input;
  const fromAddress = validAddressSessionId(input.addressSessionId);
  const reusable =
    !force &&
    stored.sessionId !== undefined &&
    stored.sessionId !== '' &&
    (fromAddress === undefined || fromAddress === stored.sessionId);
  if (reusable && stored.sessionId) {
    return {
      sessionId: stored.sessionId,
      sessionStartedAt: stored.sessionStartedAt ?? now.toISOString(),
      newSessionFlag: false,
    };
  }
  return {
    // A forced restart never keeps the old id, even when the address repeats it.
    sessionId:
      fromAddress !== undefined && fromAddress !== stored.sessionId ? fromAddress : input.newId(),
    sessionStartedAt: now.toISOString(),
    newSessionFlag: true,
  };
}
