import { afterAll, afterEach } from 'vitest';
import { setLogSink } from '@/shared/lib/log';

/** Test helper: collects the warning messages logged while a test file runs. */
export function captureWarnings(): string[] {
  const lines: string[] = [];
  const restore = setLogSink((level, message) => {
    if (level === 'warn') lines.push(message);
  });
  afterEach(() => {
    lines.length = 0;
  });
  afterAll(restore);
  return lines;
}
