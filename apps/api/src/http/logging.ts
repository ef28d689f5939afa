import type { FastifyServerOptions } from 'fastify';

// Personal data never reaches the logs: bodies are not logged at all, and the header and
// field paths below are censored should anything include them. URLs are logged without
// their query string because legacy links put email and phone there (spec 7).
const redactPaths = [
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.email',
  '*.phoneNumber',
  '*.phone',
  '*.password',
  '*.firstName',
  '*.lastName',
  '*.iban',
  '*.personalCode',
];

export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; id: string }) {
        return { id: request.id, method: request.method, url: redactUrl(request.url) };
      },
    },
  };
}

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
// A token-like segment: long, and mixing letters with digits (route words have no digits);
// a file name (short extension: hashed assets) is not one.
const TOKEN = /^(?=.*\d)(?=.*[A-Za-z])[\w.~-]{20,}$/;
const FILE_NAME = /\.[a-z0-9]{1,5}$/i;

function redactSegment(segment: string): string {
  const decoded = safeDecode(segment);
  if (decoded.includes('@') || /^\+?[\d\s().-]{7,}$/.test(decoded)) return '[redacted]';
  // A lead id is the key to an application; a token opens one (ADR 0022).
  if (UUID.test(decoded)) return '[id]';
  if (TOKEN.test(decoded) && !FILE_NAME.test(decoded)) return '[token]';
  return segment;
}

/** Drops the query and masks path segments holding emails, phones, lead ids or tokens. */
export function redactUrl(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  return pathname.split('/').map(redactSegment).join('/');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
