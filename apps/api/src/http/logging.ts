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

/** Drops the query and masks path segments that look like emails or phone numbers. */
export function redactUrl(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  return pathname
    .split('/')
    .map((segment) => {
      const decoded = safeDecode(segment);
      return decoded.includes('@') || /^\+?[\d\s().-]{7,}$/.test(decoded) ? '[redacted]' : segment;
    })
    .join('/');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
