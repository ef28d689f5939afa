import { afterEach, describe, expect, it } from 'vitest';
import { openBrowserStorages } from '@/shared/storage/app-storage';
import { clearStoredSession, readStoredSession, writeSession } from './session-storage';

afterEach(() => {
  sessionStorage.clear();
});

describe('session storage', () => {
  it('writes and reads the session back, start time as text', () => {
    const { session } = openBrowserStorages();
    writeSession(session, {
      sessionId: '11111111-1111-4111-8111-111111111111',
      sessionStartedAt: '2026-03-01T08:00:00.000Z',
      newSessionFlag: true,
    });
    expect(readStoredSession(session)).toEqual({
      sessionId: '11111111-1111-4111-8111-111111111111',
      sessionStartedAt: '2026-03-01T08:00:00.000Z',
    });
    expect(sessionStorage.getItem('newSessionFlag')).toBe('true');
  });

  it('clears id, start time, new-session and accepted-redirect flags, and nothing else', () => {
    const { session } = openBrowserStorages();
    for (const key of [
      'sessionId',
      'sessionStartedAt',
      'newSessionFlag',
      'sessionAcceptedRedirected',
      'lid',
    ]) {
      sessionStorage.setItem(key, '"x"');
    }
    clearStoredSession(session);
    expect(Object.keys(sessionStorage)).toEqual(['lid']);
  });

  it('reads nothing when the stored values are not text', () => {
    const { session } = openBrowserStorages();
    sessionStorage.setItem('sessionId', '42');
    expect(readStoredSession(session)).toEqual({
      sessionId: undefined,
      sessionStartedAt: undefined,
    });
  });
});
