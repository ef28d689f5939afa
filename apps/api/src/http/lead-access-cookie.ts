import type { FastifyReply, FastifyRequest } from 'fastify';
import { leadAccessCookieName } from '@finceptiv/contract/api/headers';
import type { Env } from '../config/env.ts';

// The one home of the lead-access cookie's attributes (ADR 0025). `__Host-` makes
// the browser refuse it without Secure, with a Domain or with a Path other than /, so no
// sibling subdomain can plant or widen it. Secure everywhere: Chromium and Firefox treat
// http://localhost, http://*.localhost and 127.0.0.1 as secure for cookies, so development
// needs no weaker variant (e2e/journeys/lead-access.spec.ts proves it in Chromium).
export const LEAD_ACCESS_COOKIE = leadAccessCookieName;

/** Partner frames on another site need SameSite=None, partitioned per embedding site (CHIPS). */
function framedCrossSite(frameAncestors: string): boolean {
  return frameAncestors
    .split(/\s+/)
    .some((source) => source !== '' && source !== "'self'" && source !== "'none'");
}

export function leadAccessCookieOptions(env: Pick<Env, 'FRAME_ANCESTORS'>) {
  const crossSite = framedCrossSite(env.FRAME_ANCESTORS);
  return {
    path: '/',
    httpOnly: true,
    secure: true,
    // Strict: only the app's own calls need it, and those are same-site even after a partner
    // sent the applicant here (the document's site decides, not the navigation's origin).
    sameSite: crossSite ? ('none' as const) : ('strict' as const),
    ...(crossSite ? { partitioned: true } : {}),
    // No Max-Age: one lead per browser session; a continue link brings it back later.
  };
}

export function setLeadAccessCookie(
  reply: FastifyReply,
  env: Pick<Env, 'FRAME_ANCESTORS'>,
  secret: string,
): void {
  void reply.setCookie(LEAD_ACCESS_COOKIE, secret, leadAccessCookieOptions(env));
}

export function presentedLeadAccess(request: FastifyRequest): string | undefined {
  return request.cookies[LEAD_ACCESS_COOKIE];
}
