import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  xsrfCookieName as XSRF_COOKIE,
  xsrfHeaderName as XSRF_HEADER,
} from '@finceptiv/contract/api/headers';

// OWASP signed double-submit cookie (ARCHITECTURE.md 3). `sid` is HttpOnly and random; the
// readable XSRF-TOKEN is `<random>.<HMAC(secret, sid + random)>`, so a token planted by a
// sibling subdomain without the sid is useless, and the server keeps no token state.
export const SID_COOKIE = 'sid';
export { XSRF_COOKIE, XSRF_HEADER };

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;
const PARTNER_LANDING = /^\/api\/partner\/[a-z0-9-]+\/landing(?:\?|$)/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The session id of the XSRF pair (new when the request had no valid pair). */
    sid: string;
  }
}

export interface XsrfOptions {
  secret: string;
  /** Extra hosts (host[:port]) accepted as Origin besides the request's own Host. */
  allowedOrigins: readonly string[];
}

function sign(secret: string, sid: string, nonce: string): string {
  return createHmac('sha256', secret).update(`${sid}.${nonce}`).digest('base64url');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function tokenIsValid(
  secret: string,
  sid: string | undefined,
  token: string | undefined,
): boolean {
  if (sid === undefined || token === undefined || !TOKEN_SHAPE.test(sid)) return false;
  const [nonce, mac, extra] = token.split('.');
  if (nonce === undefined || mac === undefined || extra !== undefined || !TOKEN_SHAPE.test(nonce))
    return false;
  return safeEqual(mac, sign(secret, sid, nonce));
}

/** Origin (or Referer) host, and the request's Host read with the same scheme so default ports compare equal. */
function hosts(request: FastifyRequest): { origin: string; own: string } | undefined {
  const raw = request.headers.origin ?? request.headers.referer;
  if (typeof raw !== 'string' || raw === 'null') return undefined;
  try {
    const origin = new URL(raw);
    const own = new URL(`${origin.protocol}//${request.headers.host ?? ''}`);
    return { origin: origin.host.toLowerCase(), own: own.host.toLowerCase() };
  } catch {
    return undefined;
  }
}

function issuePair(request: FastifyRequest, reply: FastifyReply, secret: string): void {
  const sid = randomBytes(24).toString('base64url');
  const nonce = randomBytes(18).toString('base64url');
  const secure = request.protocol === 'https';
  request.sid = sid;
  reply.setCookie(SID_COOKIE, sid, { httpOnly: true, sameSite: 'lax', path: '/', secure });
  reply.setCookie(XSRF_COOKIE, `${nonce}.${sign(secret, sid, nonce)}`, {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    secure,
  });
}

export const xsrfPlugin = fp<XsrfOptions>(
  (app, options, done) => {
    const allowed = new Set(options.allowedOrigins.map((h) => h.toLowerCase()));
    app.decorateRequest('sid', '');
    app.addHook('onRequest', async (request, reply) => {
      const sid = request.cookies[SID_COOKIE];
      const cookieToken = request.cookies[XSRF_COOKIE];
      const pairValid = tokenIsValid(options.secret, sid, cookieToken);
      if (pairValid && sid !== undefined) request.sid = sid;
      // Immutable hashed assets are cached by CDNs: they must not carry a Set-Cookie.
      else if (!request.url.startsWith('/application-frontend/assets/'))
        issuePair(request, reply, options.secret);

      if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
      // The partners' stand-in landing pages play an outside site: a partner redirect by POST
      // is a plain form submission, which carries no XSRF header (and, under our no-referrer
      // policy, Origin: null). They change nothing and read nothing of ours.
      if (PARTNER_LANDING.test(request.url)) return;
      const seen = hosts(request);
      if (seen === undefined || (seen.origin !== seen.own && !allowed.has(seen.origin))) {
        return reply.code(403).header('cache-control', 'no-store').send({ error: 'origin' });
      }
      const header = request.headers[XSRF_HEADER];
      if (
        !pairValid ||
        typeof header !== 'string' ||
        cookieToken === undefined ||
        !safeEqual(header, cookieToken)
      ) {
        return reply.code(403).header('cache-control', 'no-store').send({ error: 'xsrf' });
      }
    });
    done();
  },
  { name: 'xsrf', dependencies: ['@fastify/cookie'] },
);
