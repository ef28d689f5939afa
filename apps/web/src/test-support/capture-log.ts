import { afterEach, beforeEach, vi } from 'vitest';
import { setLogSink } from '@/shared/lib/log';

/** Test helper: routes the app log into a list of messages (any level) until restored. */
export function captureLog(): {
  lines: string[];
  details: (string | undefined)[];
  restore: () => void;
} {
  const lines: string[] = [];
  const details: (string | undefined)[] = [];
  const restore = setLogSink((_level, message, detail) => {
    lines.push(message);
    details.push(detail);
  });
  return { lines, details, restore };
}

/**
 * Test helper: for every test of the calling file, the clock stands at `now` (fake timers) and the
 * app log is captured; `lines` holds the current test's messages.
 */
export function frozenClockWithLog(now: string): { readonly lines: string[] } {
  let captured = captureLog();
  captured.restore();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(now));
    captured = captureLog();
  });
  afterEach(() => {
    vi.useRealTimers();
    captured.restore();
  });
  return {
    get lines() {
      return captured.lines;
    },
  };
}
