import { vi } from 'vitest';

/** Test helper: silences the console and returns the messages logged at any level. */
export function captureLog(): { lines: string[]; restore: () => void } {
  const lines: string[] = [];
  const record = (message: unknown) => {
    lines.push(String(message));
  };
  const spies = [
    vi.spyOn(console, 'error').mockImplementation(record),
    vi.spyOn(console, 'warn').mockImplementation(record),
    vi.spyOn(console, 'info').mockImplementation(record),
  ];
  return {
    lines,
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}
