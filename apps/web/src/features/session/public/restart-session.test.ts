import { afterEach, describe, expect, it } from 'vitest';
import { openBrowserStorages } from '@/shared/storage/app-storage';
import { restartSession } from './restart-session';
import { initialSessionState, sessionSlice } from './session-slice';

afterEach(() => {
  sessionStorage.clear();
});

describe('restartSession', () => {
  it('clears the stored session and yields a fresh one for the store', () => {
    for (const key of [
      'sessionId',
      'sessionStartedAt',
      'newSessionFlag',
      'sessionAcceptedRedirected',
    ]) {
      sessionStorage.setItem(key, '"old"');
    }
    const action = restartSession(
      openBrowserStorages().session,
      new Date('2026-01-01T00:00:00Z'),
      () => 'new-id',
    );
    expect(sessionStorage.length).toBe(0);
    expect(sessionSlice.reducer(initialSessionState, action)).toEqual({
      ...initialSessionState,
      sessionId: 'new-id',
      sessionStartedAt: '2026-01-01T00:00:00.000Z',
      newSessionFlag: true,
    });
  });

  it('makes a uuid by default', () => {
    expect(restartSession(openBrowserStorages().session).payload.sessionId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });
});
