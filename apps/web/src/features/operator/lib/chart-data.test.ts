import { describe, expect, it } from 'vitest';
import { applicationsPerDayLines, chartValue, funnelBars } from './chart-data';

describe('chartValue', () => {
  it('keeps a count and turns "<5" into a gap, never into a height', () => {
    expect([chartValue(0), chartValue(12), chartValue('<5')]).toEqual([0, 12, null]);
  });
});

describe('funnelBars', () => {
  it('gives the steps in flow order, then reached and completed as columns', () => {
    const bars = funnelBars([
      { step: 'index', reached: 7, completed: 6, left: '<5', medianSeconds: 30 },
      { step: 'form/name', reached: 6, completed: '<5', left: '<5', medianSeconds: null },
    ]);
    expect(bars).toEqual({
      steps: ['index', 'form/name'],
      data: [
        [0, 1],
        [7, 6],
        [6, null],
      ],
    });
  });

  it('draws nothing for no steps', () => {
    expect(funnelBars([])).toEqual({ steps: [], data: [[], [], []] });
  });
});

describe('applicationsPerDayLines', () => {
  it('puts each UTC day at its midnight in seconds, one column per series, "<5" as gaps', () => {
    expect(
      applicationsPerDayLines([
        { day: '2026-11-24', started: 6, accepted: 5, rejected: 0, redirected: '<5' },
        { day: '2026-11-25', started: '<5', accepted: 0, rejected: '<5', redirected: 0 },
      ]),
    ).toEqual([
      [Date.UTC(2026, 10, 24) / 1000, Date.UTC(2026, 10, 25) / 1000],
      [6, null],
      [5, 0],
      [0, null],
      [null, 0],
    ]);
  });
});
