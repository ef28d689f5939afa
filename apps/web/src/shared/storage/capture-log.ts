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
