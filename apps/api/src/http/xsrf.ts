import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hostXsrfCookieName,
  xsrfCookieName,
  xsrfHeaderName as XSRF_HEADER,
} from '@finceptiv/contract/api/headers';
import type { CookieSite, UnframedSite } from './embed-cookies.ts';

// OWASP signed double-submit cookie (ARCHITECTURE.md 3). `sid` is HttpOnly and random; the
// readable XSRF-TOKEN is `<random>.<HMAC(secret, sid + random)>`, so a token planted by a
// sibling subdomain without the sid is useless, and the server keeps no token state.
// ADR 0022: the check covers every unsafe method on any path, the full origin is
// compared, and the pair is only set on responses no cache keeps.

/**
 * The pair's cookie names for a request. Over https (request.protocol: the socket, or
 * X-Forwarded-Proto from a proxy TRUST_PROXY lists) they carry the `__Host-` prefix, as the
 * operator session and the lead-access cookie do: the browser keeps them only Secure, on Path=/
 * and without a Domain, so a sibling subdomain can neither plant nor shadow them. Over plain
 * http they keep the plain names: a `__Host-` cookie needs Secure, and WebKit keeps no Secure
 * cookie from http://localhost (development, the e2e suites). Only the request's own names are
 * read: over https a plain pair, which anyone on a sibling subdomain could have set, is none.
 */
function xsrfPairNames(request: Pick<FastifyRequest, 'protocol'>): {
  sid: string;
  token: string;
} {
  return request.protocol === 'https'
    ? { sid: '__Host-sid', token: hostXsrfCookieName }
    : { sid: 'sid', token: xsrfCookieName };
}

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
     * A beacon route: it keeps the Origin check but needs no XSRF header, since
     * navigator.sendBeacon cannot set one (the field-data routes, ADR 0029, 0042). Where the
     * browser withholds the origin (Firefox and Safari send `Origin: null` under our
     * no-referrer policy), `Sec-Fetch-Site: same-origin` stands in for it (ADR 0060). Only for a
     * route whose effect is an anonymous row bounded by a rate limit, never one that touches a
     * lead.
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

/**
 * What the request says of where it comes from: Origin (or Referer) and the request's own
 * origin, both whole (scheme, host and port); `withheld` when it names none (Origin `null`, or
 * neither header); `unreadable` when the header is not an origin.
 */
type Provenance = { seen: string; own: string } | 'withheld' | 'unreadable';

function provenance(request: FastifyRequest): Provenance {
  const { origin, referer } = request.headers;
  if (origin === 'null' || (origin === undefined && referer === undefined)) return 'withheld';
  try {
    const seen = new URL(origin ?? referer ?? '').origin;
    const own = new URL(`${request.protocol}://${request.headers.host ?? ''}`).origin;
    // An opaque origin (`data:`, a sandbox) serializes as "null": never the app's own.
    return seen === 'null' ? 'unreadable' : { seen, own };
  } catch {
    return 'unreadable';
  }
}

/**
 * Fetch Metadata, for a beacon whose origin the browser withheld. Firefox and Safari send a
 * no-cors POST (sendBeacon with a string) with `Origin: null` when the page's referrer policy
 * is no-referrer, as the Fetch standard says; all three engines (Safari from 16.4) send
 * `Sec-Fetch-Site`, which page script cannot set (a forbidden header) and which is
 * `cross-site` for a request from an opaque origin. The API is a path on the app's origin
 * (ADR 0034), so `same-origin` is the app's own page, also inside a partner's frame (the
 * frame's document is the app's); a partner's page is `cross-site`, a sibling subdomain
 * `same-site`. Those, or no header (an older browser, plain http off localhost), are refused.
 */
function sameOriginByFetchMetadata(request: FastifyRequest): boolean {
  return request.headers['sec-fetch-site'] === 'same-origin';
}

function setPair(
  request: FastifyRequest,
  reply: FastifyReply,
  { secret, cookieSite }: XsrfOptions,
): void {
  const sid = randomBytes(24).toString('base64url');
  const nonce = randomBytes(18).toString('base64url');
  const site = cookieSite(request, { sameSite: 'lax', secure: request.protocol === 'https' });
  const names = xsrfPairNames(request);
  request.sid = sid;
  // Path=/ and no Domain, as `__Host-` demands; over https `site` is Secure, framed or not.
  reply.setCookie(names.sid, sid, { httpOnly: true, path: '/', ...site });
  reply.setCookie(names.token, `${nonce}.${sign(secret, sid, nonce)}`, {
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
      const names = xsrfPairNames(request);
      const sid = request.cookies[names.sid];
      const cookieToken = request.cookies[names.token];
      const pairValid = tokenIsValid(options.secret, sid, cookieToken);
      if (pairValid && sid !== undefined) request.sid = sid;

      // Every state-changing request, whatever its path or whether it routes at all: the
      // check never depends on how the URL is spelled. Exempt only by the route's own config.
      if (!UNSAFE.has(request.method) || request.routeOptions.config.xsrfExempt === true) return;
      const beacon = request.routeOptions.config.xsrfOriginOnly === true;
      const from = provenance(request);
      const fromAllowedOrigin =
        typeof from === 'object'
          ? from.seen === from.own || allowed.has(from.seen)
          : from === 'withheld' && beacon && sameOriginByFetchMetadata(request);
      if (!fromAllowedOrigin) return refuse(request, reply, 'origin');
      if (beacon) return;
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
