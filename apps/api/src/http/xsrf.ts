import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  xsrfCookieName as XSRF_COOKIE,
  xsrfHeaderName as XSRF_HEADER,
} from '@finceptiv/contract/api/headers';
import type { CookieSite, UnframedSite } from './embed-cookies.ts';

// OWASP signed double-submit cookie (ARCHITECTURE.md 3). `sid` is HttpOnly and random; the
// readable XSRF-TOKEN is `<random>.<HMAC(secret, sid + random)>`, so a token planted by a
// sibling subdomain without the sid is useless, and the server keeps no token state.
// ADR 0022: the check covers every unsafe method on any path, the full origin is
// compared, and the pair is only set on responses no cache keeps.
const SID_COOKIE = 'sid';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The session id of a valid XSRF pair, or '' when the request holds none. */
    sid: string;
  }
  interface FastifyReply {
    /** Sets a fresh XSRF pair unless the request holds a valid one. Only on responses no
     * cache keeps: the token endpoint, the app's HTML and the XSRF refusal. */
    issueXsrfPair(): void;
  }
  interface FastifyContextConfig {
    /** A route an outside site may post to (the partners' stand-in landing pages). */
    xsrfExempt?: boolean;
    /**
     * A route that keeps the Origin check but needs no XSRF header: navigator.sendBeacon cannot
     * set one (the field-data route, ADR 0029). Only for a route whose effect is an anonymous
     * row bounded by a rate limit, never one that touches a lead.
     */
    xsrfOriginOnly?: boolean;
  }
}

export interface XsrfOptions {
  secret: string;
  /** Extra origins (scheme://host[:port]) accepted besides the request's own. */
  allowedOrigins: readonly string[];
  /** SameSite, Secure and Partitioned of the pair for a request (embed-cookies.ts): None and
   * Partitioned in a partner's frame on another site, else Lax, Secure over https. */
  cookieSite: (request: FastifyRequest, otherwise: UnframedSite) => CookieSite;
}

function sign(secret: string, sid: string, nonce: string): string {
  return createHmac('sha256', secret).update(`${sid}.${nonce}`).digest('base64url');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function tokenIsValid(secret: string, sid: string | undefined, token: string | undefined): boolean {
  if (sid === undefined || token === undefined || !TOKEN_SHAPE.test(sid)) return false;
  const [nonce, mac, extra] = token.split('.');
  if (nonce === undefined || mac === undefined || extra !== undefined || !TOKEN_SHAPE.test(nonce))
    return false;
  return safeEqual(mac, sign(secret, sid, nonce));
}

/** Origin (or Referer) and the request's own origin, both whole: scheme, host and port. */
function origins(request: FastifyRequest): { seen: string; own: string } | undefined {
  const raw = request.headers.origin ?? request.headers.referer;
  if (typeof raw !== 'string' || raw === 'null') return undefined;
  try {
    const seen = new URL(raw).origin;
    const own = new URL(`${request.protocol}://${request.headers.host ?? ''}`).origin;
    return { seen, own };
  } catch {
    return undefined;
  }
}

function setPair(
  request: FastifyRequest,
  reply: FastifyReply,
  { secret, cookieSite }: XsrfOptions,
): void {
  const sid = randomBytes(24).toString('base64url');
  const nonce = randomBytes(18).toString('base64url');
  const site = cookieSite(request, { sameSite: 'lax', secure: request.protocol === 'https' });
  request.sid = sid;
  reply.setCookie(SID_COOKIE, sid, { httpOnly: true, path: '/', ...site });
  reply.setCookie(XSRF_COOKIE, `${nonce}.${sign(secret, sid, nonce)}`, {
    httpOnly: false,
    path: '/',
    ...site,
  });
}

export const xsrfPlugin = fp<XsrfOptions>(
  (app, options, done) => {
    const allowed = new Set(options.allowedOrigins);
    app.decorateRequest('sid', '');
    app.decorateReply('issueXsrfPair', function (this: FastifyReply) {
      if (this.request.sid === '') setPair(this.request, this, options);
    });

    const refuse = (request: FastifyRequest, reply: FastifyReply, reason: 'origin' | 'xsrf') => {
      request.securityEvent('security.xsrf_refused', { reason });
      // The client resends once with the fresh pair this refusal carries (it is no-store).
      reply.issueXsrfPair();
      return reply.code(403).header('cache-control', 'no-store').send({ error: reason });
    };

    app.addHook('onRequest', async (request, reply) => {
      const sid = request.cookies[SID_COOKIE];
      const cookieToken = request.cookies[XSRF_COOKIE];
      const pairValid = tokenIsValid(options.secret, sid, cookieToken);
      if (pairValid && sid !== undefined) request.sid = sid;

      // Every state-changing request, whatever its path or whether it routes at all: the
      // check never depends on how the URL is spelled. Exempt only by the route's own config.
      if (!UNSAFE.has(request.method) || request.routeOptions.config.xsrfExempt === true) return;
      const seen = origins(request);
      if (seen === undefined || (seen.seen !== seen.own && !allowed.has(seen.seen))) {
        return refuse(request, reply, 'origin');
      }
      if (request.routeOptions.config.xsrfOriginOnly === true) return;
      const header = request.headers[XSRF_HEADER];
      if (
        !pairValid ||
        typeof header !== 'string' ||
        cookieToken === undefined ||
        !safeEqual(header, cookieToken)
      ) {
        return refuse(request, reply, 'xsrf');
      }
    });
    done();
  },
  { name: 'xsrf', dependencies: ['@fastify/cookie', 'security-events'] },
);
