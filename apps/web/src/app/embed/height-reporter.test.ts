import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHeightReporter, type FormHeightMessage } from './height-reporter';

let height = 500;
let posted: FormHeightMessage[] = [];
const make = () =>
  createHeightReporter({ measure: () => height, post: (message) => posted.push(message) });

beforeEach(() => {
  vi.useFakeTimers();
  height = 500;
  posted = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('FORM_HEIGHT reporting', () => {
  it('posts the height at once on load', () => {
    make().reportNow();
    expect(posted).toEqual([{ type: 'FORM_HEIGHT', height: 500 }]);
  });

  it('debounces resizes by 100 ms', () => {
    const reporter = make();
    reporter.reportNow();
    height = 700;
    reporter.schedule();
    vi.advanceTimersByTime(60);
    height = 800;
    reporter.schedule();
    vi.advanceTimersByTime(99);
    expect(posted).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(posted).toEqual([
      { type: 'FORM_HEIGHT', height: 500 },
      { type: 'FORM_HEIGHT', height: 800 },
    ]);
  });

  it('stays silent for changes of 10 px or less, either way', () => {
    const reporter = make();
    reporter.reportNow();
    for (const next of [510, 490, 505.5]) {
      height = next;
      reporter.schedule();
      vi.advanceTimersByTime(100);
    }
    expect(posted).toHaveLength(1);
  });

  it('posts changes of more than 10 px, compared with the last height posted', () => {
    const reporter = make();
    reporter.reportNow();
    height = 511;
    reporter.schedule();
    vi.advanceTimersByTime(100);
    height = 489;
    reporter.schedule();
    vi.advanceTimersByTime(100);
    expect(posted.map((m) => m.height)).toEqual([500, 511, 489]);
  });

  it('sends nothing after dispose', () => {
    const reporter = make();
    reporter.reportNow();
    height = 900;
    reporter.schedule();
    reporter.dispose();
    vi.advanceTimersByTime(500);
    expect(posted).toHaveLength(1);
  });
});
