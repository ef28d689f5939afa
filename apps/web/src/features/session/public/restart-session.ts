import type { AppStorage } from '@/shared/storage/app-storage';
import type { SessionKey } from '@/shared/storage/storage-keys';
import { resolveSession, type ResolvedSession } from '../session-rules';
import { clearStoredSession } from '../session-storage';
import { sessionStarted } from './session-slice';

/**
 * Forces a fresh session (spec 4: "unless a new one is forced"), e.g. when an applicant starts
 * over after a finished application. Clears the stored session, and returns the action that
 * puts the new one in the store (the store's persistence writes it back).
 */
export function restartSession(
  storage: AppStorage<SessionKey>,
  now = new Date(),
  newId: () => string = () => crypto.randomUUID(),
): ReturnType<typeof sessionStarted> {
  clearStoredSession(storage);
  const session: ResolvedSession = resolveSession({ stored: {}, force: true, now, newId });
  return sessionStarted(session);
}
