import type { FastifyReply, FastifyRequest } from 'fastify';
import { leadAccessCookieName } from '@finceptiv/contract/api/headers';
import { cookieSite, type EmbedEnv } from './embed-cookies.ts';

// The one home of the lead-access cookie's attributes (ADR 0025). `__Host-` makes
// the browser refuse it without Secure, with a Domain or with a Path other than /, so no
// sibling subdomain can plant or widen it. Secure everywhere: Chromium and Firefox treat
// http://localhost, http://*.localhost and 127.0.0.1 as secure for cookies, so development
// needs no weaker variant (e2e/journeys/lead-access.spec.ts proves it in Chromium).
export const LEAD_ACCESS_COOKIE = leadAccessCookieName;

function leadAccessCookieOptions(env: EmbedEnv, request: Pick<FastifyRequest, 'headers'>) {
  return {
    path: '/',
    httpOnly: true,
    // Strict unless framed (embed-cookies.ts): only the app's own calls need it, and those are
    // same-site even after a partner sent the applicant here (the document's site decides,
    // not the navigation's origin).
    ...cookieSite(env, request, { sameSite: 'strict', secure: true }),
    // No Max-Age: one lead per browser session; a continue link brings it back later.
  };
}

export function setLeadAccessCookie(reply: FastifyReply, env: EmbedEnv, secret: string): void {
  void reply.setCookie(LEAD_ACCESS_COOKIE, secret, leadAccessCookieOptions(env, reply.request));
}

export function presentedLeadAccess(request: FastifyRequest): string | undefined {
  return request.cookies[LEAD_ACCESS_COOKIE];
}
