import type { AppStorage } from '@/shared/storage/app-storage';
import { sessionKeys, type SessionKey } from '@/shared/storage/storage-keys';
import type { ResolvedSession, StoredSession } from './session-rules';

type SessionStorage = AppStorage<SessionKey>;

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  // The storage module revives ISO timestamps; the session keeps its start time as text.
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
  return undefined;
}

export function readStoredSession(storage: SessionStorage): StoredSession {
  return {
    sessionId: asText(storage.read(sessionKeys.sessionId)),
    sessionStartedAt: asText(storage.read(sessionKeys.sessionStartedAt)),
  };
}

export function writeSession(storage: SessionStorage, session: ResolvedSession): void {
  storage.write(sessionKeys.sessionId, session.sessionId);
  storage.write(sessionKeys.sessionStartedAt, session.sessionStartedAt);
  storage.write(sessionKeys.newSessionFlag, session.newSessionFlag);
}

/** Spec 4: clearing a session removes its id, start time, new-session and accepted-redirect flags. */
export function clearStoredSession(storage: SessionStorage): void {
  storage.remove(sessionKeys.sessionId);
  storage.remove(sessionKeys.sessionStartedAt);
  storage.remove(sessionKeys.newSessionFlag);
  storage.remove(sessionKeys.sessionAcceptedRedirected);
}
