import { describe, expect, it } from 'vitest';
import { booleanStrings, datesToIso, storedObject } from './plain-values';

describe('plain values', () => {
  it('turns dates back into ISO text at any depth and drops invalid dates', () => {
    expect(datesToIso({ a: new Date('2026-01-01T00:00:00Z'), b: [new Date(NaN)], c: 'x' })).toEqual(
      {
        a: '2026-01-01T00:00:00.000Z',
        b: [undefined],
        c: 'x',
      },
    );
  });

  it("turns 'true' and 'false' into booleans at any depth and leaves other text alone", () => {
    expect(booleanStrings({ a: 'true', b: { c: 'false' }, d: ['true'], e: 'True', f: 1 })).toEqual({
      a: true,
      b: { c: false },
      d: [true],
      e: 'True',
      f: 1,
    });
  });

  it('accepts only objects as stored objects', () => {
    expect(storedObject({ leadStatus: 'true' })).toEqual({ leadStatus: true });
    expect(storedObject('text')).toBeUndefined();
    expect(storedObject([1])).toBeUndefined();
    expect(storedObject(undefined)).toBeUndefined();
  });
});
