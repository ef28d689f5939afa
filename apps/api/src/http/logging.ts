import type { FastifyServerOptions } from 'fastify';
import { redactUrl, scrubLine, scrubMessage, serializeError } from './log-serializers.ts';

export { redactUrl } from './log-serializers.ts';

// Personal data never reaches the logs: bodies are not logged at all (no serializer or handler
// logs `request.body`), and the header and field paths below are censored should anything
// include them. URLs are logged without their query string because legacy links put email and
// phone there (spec 7), and with lead ids and tokens masked wherever they sit in the path.
// Errors are logged by their safe facts only (log-serializers.ts): a database error's SQLSTATE,
// table and constraint, never its parameters, failing row or query text.

// Headers that carry a secret: the cookies (session, XSRF, lead access, operator session), the
// XSRF header, a partner's signature. Censored wherever a `headers` object is logged: a plugin
// logs one of its own (@fastify/multipart hands busboy every header, and logs it at trace).
const secretHeaders = [
  'cookie',
  'set-cookie',
  'authorization',
  'x-xsrf-token',
  'x-partner-signature',
];
const redactPaths = [
  ...secretHeaders.flatMap((header) => [
    `req.headers["${header}"]`,
    `res.headers["${header}"]`,
    `*.headers["${header}"]`,
  ]),
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
      // A routed request is logged by its route's pattern when the route takes parameters:
      // a postcode, a company name or an id typed into the path stays out of the log.
      req(request: { method: string; url: string; id: string; routeOptions?: { url?: string } }) {
        const pattern = request.routeOptions?.url;
        const url = pattern?.includes(':') ? pattern : redactUrl(request.url);
        return { id: request.id, method: request.method, url };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
      err: serializeError,
      error: serializeError,
    },
    hooks: {
      // `log.error(error)` makes pino take the error's own message as the line's message,
      // past the serializer: the message is scrubbed like the error's.
      logMethod(args, method) {
        const [first, second, ...rest] = args as unknown[];
        if (!(first instanceof Error)) {
          method.apply(this, args);
          return;
        }
        const message = typeof second === 'string' ? second : scrubMessage(first.message);
        method.apply(this, [{ err: first }, message, ...rest] as Parameters<typeof method>);
      },
      streamWrite: scrubLine,
    },
  };
}
