import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { serializeError } from './log-serializers.ts';

// Error bodies of ARCHITECTURE.md 3: field errors are 422 `{ errors: [{ fieldName, message }] }`;
// everything else `{ error: "<code>" }`. A 5xx never tells the client more than its name.
export interface FieldError {
  fieldName: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.error === 'string' ? body.error : `HTTP ${statusCode}`);
  }
}

/**
 * A refused use of a budget (config/limits.ts): 429 `rate_limited` with Retry-After. Every
 * limit answers through this class, the route limits included, so the security-event log
 * has one place to hook (the error handler below).
 */
export class RateLimitedError extends HttpError {
  constructor(
    readonly budget: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, { error: 'rate_limited' });
  }
}

export function fieldErrors(errors: FieldError[]): HttpError {
  return new HttpError(422, { errors });
}

export function notFound(what = 'not_found'): HttpError {
  return new HttpError(404, { error: what });
}

export function conflict(code: string): HttpError {
  return new HttpError(409, { error: code });
}

/** One error per field; a strict object's unknown keys each get their own (`answers.foo`). */
export function zodFieldErrors(issues: readonly z.core.$ZodIssue[], prefix = ''): FieldError[] {
  return issues.flatMap((issue) => {
    const path = issue.path.map(String);
    const name = (keys: string[]) => prefix + keys.join('.');
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({ fieldName: name([...path, key]), message: issue.message }));
    return [{ fieldName: name(path), message: issue.message }];
  });
}

const CLIENT_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'malformed_json'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'malformed_json'],
  FST_ERR_CTP_EMPTY_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_INVALID_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_INVALID_URL: [400, 'bad_request'],
  FST_ERR_BAD_URL: [400, 'bad_request'],
  FST_REQ_FILE_TOO_LARGE: [413, 'payload_too_large'],
  FST_FILES_LIMIT: [413, 'payload_too_large'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'unsupported_media_type'],
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (error instanceof RateLimitedError)
      void reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
    const known = CLIENT_CODES[error.code];
    if (known) return reply.code(known[0]).send({ error: known[1] });
    if (error instanceof SyntaxError) return reply.code(400).send({ error: 'malformed_json' });
    if (error.validation) return reply.code(400).send({ error: 'bad_request' });
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ error: 'rate_limited' });
    if (status >= 400 && status < 500) return reply.code(status).send({ error: 'bad_request' });
    // Serialized here, not only by the logger's serializer: a database error carries the
    // query's parameters and the failing row; the line keeps its SQLSTATE, table and constraint.
    request.log.error(
      { err: serializeError(error), route: request.routeOptions.url ?? null },
      'unhandled error',
    );
    return reply.code(500).send({ error: 'Internal Server Error' });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).header('cache-control', 'no-store').send({ error: 'not_found' }),
  );
}
