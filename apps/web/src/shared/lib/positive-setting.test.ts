import { describe, expect, it } from 'vitest';
import { positiveSetting } from './positive-setting';

describe('positiveSetting', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['72', 72],
    [' 72 ', 72],
    ['1.5', 1.5],
    [1.5, 1.5],
  ])('%j reads as %j', (configured, value) => {
    expect(positiveSetting(configured)).toBe(value);
  });

  it.each([true, false, null, '0x10', '1e3', '-5', '0', 0, -5, 'abc', Number.NaN, Infinity, {}])(
    '%j is not a setting: NaN',
    (configured) => {
      expect(positiveSetting(configured)).toBeNaN();
    },
  );
});
