// The one logging helper of the app (spec 8, 9). Details can hold whole API bodies or form
// data; anything longer than 1024 characters is dropped rather than cut, so a truncated
// fragment of personal data never reaches the console or a log vendor.
export const maxDetailLength = 1024;

export type LogLevel = 'error' | 'warn' | 'info';

export type LogSink = (level: LogLevel, message: string, details?: string) => void;

// The console is the sink until a log vendor is plugged in.
const consoleSink: LogSink = (level, message, details) => {
  const args = details === undefined ? [message] : [message, details];
  if (level === 'error') console.error(...args);
  else if (level === 'warn') console.warn(...args);
  else console.info(...args);
};

let sink: LogSink = consoleSink;

/** Replaces where log lines go (tests, a vendor); returns a function that restores the console. */
export function setLogSink(next: LogSink): () => void {
  sink = next;
  return () => {
    sink = consoleSink;
  };
}

export function serializeDetails(details: unknown): string | undefined {
  if (details === undefined) return undefined;
  let text: string;
  if (typeof details === 'string') text = details;
  else if (details instanceof Error) text = `${details.name}: ${details.message}`;
  else {
    try {
      text = JSON.stringify(details);
    } catch {
      // Circular or BigInt-holding values: say so rather than guess at their contents.
      text = '[unserializable details]';
    }
  }
  return text.length > maxDetailLength ? undefined : text;
}

function write(level: LogLevel, message: string, details?: unknown): void {
  const text = serializeDetails(details);
  if (text === undefined) sink(level, message);
  else sink(level, message, text);
}

export const log = {
  error: (message: string, details?: unknown) => {
    write('error', message, details);
  },
  warn: (message: string, details?: unknown) => {
    write('warn', message, details);
  },
  info: (message: string, details?: unknown) => {
    write('info', message, details);
  },
};

/** Spec 8: HTTP errors are logged with their status. */
export function logHttpError(method: string, path: string, status: number, body?: unknown): void {
  log.error(`HTTP ${status} on ${method} ${path}`, body);
}
