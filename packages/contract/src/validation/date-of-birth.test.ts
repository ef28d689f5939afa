import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, dateOfBirthSchema } from './date-of-birth.ts';
import { validationMessages as M } from './messages.ts';
import { firstError } from '../test-support/first-error.ts';

const today = new Date('2026-11-21T23:30:00Z');
const schema = dateOfBirthSchema(() => today);

describe('date of birth', () => {
  it.each([
    ['2008-11-21', null],
    ['2008-11-22', M.dateOfBirthUnderage],
    ['1990-05-05', null],
    ['1926-11-21', null],
    ['1925-11-22', null],
    ['1925-11-21', M.dateOfBirthTooOld],
    ['2026-11-21', M.dateOfBirthUnderage],
    ['2026-11-22', M.dateOfBirthFuture],
    ['1990-02-30', M.dateOfBirthFormat],
    ['21/11/1990', M.dateOfBirthFormat],
    ['', M.dateOfBirthFormat],
    [19900505, M.dateOfBirthFormat],
  ])('%j -> %s', (value, error) => {
    expect(firstError(schema, value)).toBe(error);
  });

  it('counts a leap-day birthday as a year older on 1 March', () => {
    expect(ageOn('2008-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(17);
    expect(ageOn('2008-02-29', new Date('2026-03-01T12:00:00Z'))).toBe(18);
  });

  it('never throws on random strings', () => {
    fc.assert(
      fc.property(fc.string(), (v) => {
        expect(() => schema.safeParse(v)).not.toThrow();
      }),
    );
  });
});
