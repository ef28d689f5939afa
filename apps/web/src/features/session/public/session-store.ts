// Spec 3/4: the session as stored in the tab, resolved at start and written on change.
export { resolveSession } from '../session-rules';
export { clearStoredSession, readStoredSession, writeSession } from '../session-storage';
