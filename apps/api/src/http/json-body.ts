import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

// No request body of this API nests deeper than a few levels; a hostile one nested thousands
// deep costs recursion in every walker after the parser (validation, merges, JSON columns).
export const MAX_JSON_DEPTH = 32;

/** True when `value` nests objects or arrays deeper than `max` (checked without recursion). */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [node, depth] = item;
    if (node === null || typeof node !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Fastify's own JSON parser (secure-json-parse: `__proto__` and `constructor.prototype` keys
 * are refused, 400), followed by the depth limit.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  const parser = (request: FastifyRequest, body: string | Buffer): Promise<unknown> =>
    new Promise((resolve, reject) => {
      void parse(request, body.toString(), (error, value: unknown) => {
        if (error) reject(error);
        else if (nestsDeeperThan(value, MAX_JSON_DEPTH))
          reject(new HttpError(400, { error: 'bad_request' }));
        else resolve(value);
      });
    });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parser);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes JSON sent as text/plain (navigator.sendBeacon with a string, ADR 0029). */
    beaconBody?: boolean;
  }
}

/** A beacon's body is small: a handful of timings. */
const BEACON_BODY_LIMIT = 8 * 1024;

/**
 * text/plain is refused (415) except on a route configured with `beaconBody`, where it is
 * parsed exactly as JSON is (same parser, same depth limit). Everywhere else a text/plain
 * body stays what it was: an unsupported media type.
 */
export function registerBeaconBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: BEACON_BODY_LIMIT },
    (request: FastifyRequest, body: string | Buffer) =>
      new Promise((resolve, reject) => {
        if (request.routeOptions.config.beaconBody !== true) {
          reject(new HttpError(415, { error: 'unsupported_media_type' }));
          return;
        }
        void parse(request, body.toString(), (error, value: unknown) => {
          if (error) reject(error);
          else if (nestsDeeperThan(value, MAX_JSON_DEPTH))
            reject(new HttpError(400, { error: 'bad_request' }));
          else resolve(value);
        });
      }),
  );
}
