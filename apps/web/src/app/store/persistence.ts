import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { isFinalState } from '@finceptiv/contract/progress-states';
import { writeStoredApplication } from '@/features/application/public/stored-application';
import { clearStoredSession, writeSession } from '@/features/session/public/session-store';
import type { Storages } from '@/shared/storage/app-storage';
import { sessionKeys } from '@/shared/storage/storage-keys';
import type { RootState } from './root-reducer';

type Writer = (state: RootState, storages: Storages) => void;

// Spec 3, Storage: application data to both storages (its durable part only to local, see
// stored-application.ts); lead application state, session, dynamic
// forms and UI colours to session storage. The loading flag is not persisted (see loading-slice).
const writers: { [K in keyof RootState]?: Writer } = {
  applicationData: (s, storages) => {
    writeStoredApplication(storages, s.applicationData);
  },
  leadApplication: (s, { session }) => {
    session.write(sessionKeys.leadApplication, s.leadApplication);
    // A final screen keeps no answer: the slices drop theirs (stale-fields), drafts go here.
    if (isFinalState(s.leadApplication.progressState)) session.remove(sessionKeys.asyncFormData);
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
