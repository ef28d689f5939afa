import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { clearStoredSession, writeSession } from '@/features/session/session-storage';
import type { Storages } from '@/shared/storage/app-storage';
import { localKeys, sessionKeys } from '@/shared/storage/storage-keys';
import type { RootState } from './root-reducer';

type Writer = (state: RootState, storages: Storages) => void;

// Spec 3, Storage: application data to local storage; lead application state, session, dynamic
// forms and UI colours to session storage. The loading flag is not persisted (see loading-slice).
const writers: { [K in keyof RootState]?: Writer } = {
  applicationData: (s, { local }) => {
    local.write(localKeys.storedLoanApplication, s.applicationData);
  },
  leadApplication: (s, { session }) => {
    session.write(sessionKeys.leadApplication, s.leadApplication);
  },
  dynamicForms: (s, { session }) => {
    session.write(sessionKeys.dynamicPages, s.dynamicForms);
  },
  ui: (s, { session }) => {
    session.write(sessionKeys.uiColors, s.ui);
  },
  session: (s, { session }) => {
    const { sessionId, sessionStartedAt, newSessionFlag } = s.session;
    if (sessionId === null || sessionStartedAt === null) clearStoredSession(session);
    else writeSession(session, { sessionId, sessionStartedAt, newSessionFlag });
  },
};

/** Writes each slice that an action changed (by reference, so untouched slices cost nothing). */
export function startPersistence(
  listener: ListenerMiddlewareInstance<RootState>,
  storages: Storages,
): void {
  listener.startListening({
    predicate: (_action, current, previous) => current !== previous,
    effect: (_action, api) => {
      const current = api.getState();
      const previous = api.getOriginalState();
      for (const [key, write] of Object.entries(writers) as [keyof RootState, Writer][]) {
        if (current[key] !== previous[key]) write(current, storages);
      }
    },
  });
}
