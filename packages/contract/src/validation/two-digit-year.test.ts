import { describe, expect, it } from 'vitest';
import { expandTwoDigitYear, normalizeDateText, twoDigitYearCutoff } from './two-digit-year.ts';

describe('two-digit years (spec 9, cutoff 60)', () => {
  it('has the cutoff of spec 9', () => {
    expect(twoDigitYearCutoff).toBe(60);
  });

  it.each([
    [0, 2000],
    [59, 2059],
    [60, 2060],
    [61, 1961],
    [99, 1999],
  ])('year %i means %i', (typed, year) => {
    expect(expandTwoDigitYear(typed)).toBe(year);
  });

  it('leaves four-digit and out-of-range years alone', () => {
    expect(expandTwoDigitYear(1960)).toBe(1960);
    expect(expandTwoDigitYear(100)).toBe(100);
    expect(expandTwoDigitYear(-1)).toBe(-1);
    expect(expandTwoDigitYear(5.5)).toBe(5.5);
  });

  it.each([
    ['0000-02-01', '2000-02-01'],
    ['0059-02-01', '2059-02-01'],
    ['0060-02-01', '2060-02-01'],
    ['0061-02-01', '1961-02-01'],
    ['0099-02-01', '1999-02-01'],
    ['1961-02-01', '1961-02-01'],
    ['0100-02-01', '0100-02-01'],
  ])('reads the native input value %s as %s', (value, date) => {
    expect(normalizeDateText(value)).toBe(date);
  });

  it.each([
    ['01/02/59', 'dmy', '2059-02-01'],
    ['01.02.60', 'dmy', '2060-02-01'],
    ['1-2-61', 'dmy', '1961-02-01'],
    [' 01 02 00 ', 'dmy', '2000-02-01'],
    ['02/01/99', 'mdy', '1999-02-01'],
    ['99/02/01', 'ymd', '1999-02-01'],
    ['1961/02/01', 'dmy', '1961-02-01'],
    ['01/02/1961', 'mdy', '1961-01-02'],
  ] as const)('reads pasted %j (%s) as %s', (text, order, date) => {
    expect(normalizeDateText(text, order)).toBe(date);
  });

  it.each(['31/02/61', '01/13/61', '1/2/5', '1/2/195', 'yesterday', '', '0061-02-30'])(
    'refuses %j',
    (text) => {
      expect(normalizeDateText(text)).toBeUndefined();
    },
  );
});
