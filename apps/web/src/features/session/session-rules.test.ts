import { describe, expect, it } from 'vitest';
import { resolveSession, validAddressSessionId } from './session-rules';

const now = new Date('2026-03-01T12:00:00.000Z');
const stored = {
  sessionId: '11111111-1111-4111-8111-111111111111',
  sessionStartedAt: '2026-03-01T08:00:00.000Z',
};
const other = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const fresh = 'ffffffff-ffff-4fff-8fff-ffffffffffff';
const newId = () => fresh;

describe('validAddressSessionId', () => {
  it.each([
    [other, other],
    ['AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE', 'AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE'],
    ['aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeee', undefined],
    ['aaaaaaaabbbb4ccc8dddeeeeeeeeeeee', undefined],
    ['gggggggg-bbbb-4ccc-8ddd-eeeeeeeeeeee', undefined],
    [` ${other}`, undefined],
    ['', undefined],
    [null, undefined],
  ])('%j -> %j', (input, expected) => {
    expect(validAddressSessionId(input)).toBe(expected);
  });
});

describe('resolveSession', () => {
  it('reuses the stored session when the address has no sessionId', () => {
    expect(resolveSession({ stored, now, newId })).toEqual({ ...stored, newSessionFlag: false });
  });

  it('reuses the stored session when the address repeats its id', () => {
    expect(
      resolveSession({ stored, addressSessionId: stored.sessionId, now, newId }).sessionId,
    ).toBe(stored.sessionId);
  });

  it('reuses the stored session when the address sessionId is not a valid uuid', () => {
    const result = resolveSession({ stored, addressSessionId: 'not-a-uuid', now, newId });
    expect(result).toEqual({ ...stored, newSessionFlag: false });
  });

  it('starts a new session with the address id when it is valid and different', () => {
    expect(resolveSession({ stored, addressSessionId: other, now, newId })).toEqual({
      sessionId: other,
      sessionStartedAt: now.toISOString(),
      newSessionFlag: true,
    });
  });

  it('starts a fresh session when forced, even if the address repeats the stored id', () => {
    expect(
      resolveSession({ stored, addressSessionId: stored.sessionId, force: true, now, newId }),
    ).toEqual({
      sessionId: fresh,
      sessionStartedAt: '2026-03-01T12:00:00.000Z',
      newSessionFlag: true,
    });
  });

  it('starts a fresh session when nothing is stored', () => {
    expect(resolveSession({ stored: {}, now, newId })).toEqual({
      sessionId: fresh,
      sessionStartedAt: now.toISOString(),
      newSessionFlag: true,
    });
  });

  it('repairs a stored session that lost its start time', () => {
    const result = resolveSession({ stored: { sessionId: stored.sessionId }, now, newId });
    expect(result).toEqual({
      sessionId: stored.sessionId,
      sessionStartedAt: now.toISOString(),
      newSessionFlag: false,
    });
  });
});
