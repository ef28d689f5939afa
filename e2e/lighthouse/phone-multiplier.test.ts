import { describe, expect, it } from 'vitest';
import { calibratedSlowdown, phoneSlowdown } from './phone-multiplier';

describe("Lighthouse's CPU throttling calculator", () => {
  it.each([
    [2000, 6],
    [1533, 4],
    [1300, 3],
    [800, 2],
    [150, 1],
    [50, 1],
  ])('BI %i is %fx', (index, slowdown) => {
    expect(phoneSlowdown(index)).toBeCloseTo(slowdown, 1);
  });

  it('never tightens the preset on a fast host, and eases it on a slow one', () => {
    expect(calibratedSlowdown(2500, 4)).toBe(4);
    expect(calibratedSlowdown(1050, 4)).toBe(2.5);
  });
});
