import { apiRoutes, type ApiRoute, type ApiRouteName } from '@finceptiv/contract/api';
import { belowApiPrefix } from '@finceptiv/contract/api/route-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { UNCOMPRESSED_ROUTES } from '../http/compression.ts';
import { fieldErrors, HttpError, zodFieldErrors } from '../http/errors.ts';

type Routes = typeof apiRoutes;
type Out<R, K extends string> =
  R extends Record<K, infer S> ? (S extends z.core.$ZodType ? z.output<S> : undefined) : undefined;

export interface RouteInput<N extends ApiRouteName> {
  params: Out<Routes[N], 'params'>;
  query: Out<Routes[N], 'query'>;
  body: Out<Routes[N], 'body'>;
}

export type RouteHandler<N extends ApiRouteName> = (
  request: FastifyRequest,
  reply: FastifyReply,
  input: RouteInput<N>,
) => Promise<unknown>;

export type RouteHandlers = { [N in ApiRouteName]: RouteHandler<N> };

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as the route's schema returned it (unknown keys gone); idempotency hashes it. */
    validatedBody: unknown;
  }
}

export interface RouteConfig {
  /** @fastify/rate-limit options; routes with the same groupId share one budget. */
  rateLimit?: { max: number; timeWindow: number; groupId: string };
  /** A beacon route: Origin checked (or, where the browser withholds it, Sec-Fetch-Site), XSRF
   * header not required, as a beacon cannot set one (http/xsrf.ts, ADR 0060). */
  xsrfOriginOnly?: boolean;
  /** Takes a JSON body sent as text/plain, as navigator.sendBeacon sends a string. */
  beaconBody?: boolean;
  /** A body limit below the server's 100 KiB for a route whose bodies are small (413 above). */
  bodyLimit?: number;
}

function check(schema: z.core.$ZodType | undefined, value: unknown, prefix: string): unknown {
  if (schema === undefined) return undefined;
  const result = (schema as z.ZodMiniType).safeParse(value ?? {});
  if (!result.success) throw fieldErrors(zodFieldErrors(result.error.issues, prefix));
  return result.data;
}

/** The media type of a Content-Type header, lower case, without its parameters ('' for none). */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * The body types a route of the map takes: multipart/form-data for a `multipart` route, JSON for
 * every other, and text/plain besides on a beacon route (json-body.ts). Anything else it is sent
 * is a 415, before the body is read: a multipart body on a JSON route was parsed by the
 * multipart plugin into nothing, so it met the body schema as `{}` and came back a 422 that
 * named fields the caller never had a way to send.
 */
function refuseOtherMediaTypes(route: ApiRoute, config: RouteConfig | undefined) {
  const takes = new Set(
    route.multipart === true
      ? ['multipart/form-data']
      : ['application/json', ...(config?.beaconBody === true ? ['text/plain'] : [])],
  );
  return (request: FastifyRequest): Promise<void> => {
    const type = mediaType(request.headers['content-type']);
    return type === '' || takes.has(type)
      ? Promise.resolve()
      : Promise.reject(new HttpError(415, { error: 'unsupported_media_type' }));
  };
}

/** Checks per access level of the route map (`access`): each throws (401) to refuse the call. */
export type AccessGuards = Record<
  NonNullable<ApiRoute['access']>,
  (request: FastifyRequest) => Promise<void>
>;

/**
 * Registers every path of the contract's route map with its method, validating params, query
 * and body with the map's schemas (422 field errors) before the handler runs. A route of the
 * map without a handler is a type error, so the API cannot fall behind the contract.
 */
export function registerContractRoutes(
  api: FastifyInstance,
  handlers: RouteHandlers,
  configs: Partial<Record<ApiRouteName, RouteConfig>>,
  guards: AccessGuards,
): void {
  api.decorateRequest('validatedBody', undefined);
  for (const [name, route] of Object.entries(apiRoutes) as [ApiRouteName, Routes[ApiRouteName]][]) {
    const handler = handlers[name] as RouteHandler<ApiRouteName>;
    const schemas = route as {
      params?: z.core.$ZodType;
      query?: z.core.$ZodType;
      body?: z.core.$ZodType;
    };
    const { access } = route as ApiRoute;
    api.route({
      method: route.method,
      url: belowApiPrefix(route.path),
      config: configs[name] ?? {},
      ...(configs[name]?.bodyLimit === undefined ? {} : { bodyLimit: configs[name].bodyLimit }),
      ...(UNCOMPRESSED_ROUTES.has(name) ? { compress: false as const } : {}),
      // Before the body is read or validated: without the access, nothing of the call is looked at.
      ...(access === undefined ? {} : { onRequest: guards[access] }),
      // After every onRequest check (XSRF, the access, the route's rate limit, which counts the
      // call), before the body is read: a body of a type the route does not take, unread.
      preParsing: refuseOtherMediaTypes(route as ApiRoute, configs[name]),
      handler: async (request, reply) => {
        const input = {
          params: check(schemas.params, request.params, ''),
          query: check(schemas.query, request.query, ''),
          body: check(schemas.body, request.body, ''),
        } as RouteInput<ApiRouteName>;
        request.validatedBody = input.body;
        const result = await handler(request, reply, input);
        return reply.sent ? reply : result;
      },
    });
  }
}
