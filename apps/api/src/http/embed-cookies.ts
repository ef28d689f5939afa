import type { FastifyRequest } from 'fastify';
import { resolveProductId } from '@finceptiv/contract/product-hosts';
import type { Env } from '../config/env.ts';

// The one decision of the cookies' SameSite (ADR 0026). In a partner's frame on another site
// the browser neither stores nor sends SameSite=Strict or Lax cookies, so the app could not
// keep its XSRF pair or its lead: there they are SameSite=None, which needs Secure, and
// Partitioned (CHIPS), so each embedding site gets its own jar and no site can follow the
// applicant across partners. Every listed origin counts as another site: the server cannot
// tell a sibling subdomain from another site without the Public Suffix List, and None costs
// only a defence in depth (the XSRF double-submit and Origin check do not rely on SameSite).

/** A cookie's attributes outside a partner's frame. */
export interface UnframedSite {
  sameSite: 'strict' | 'lax';
  secure: boolean;
}
export type CookieSite = { sameSite: 'none'; secure: true; partitioned: true } | UnframedSite;

export type EmbedEnv = Pick<Env, 'EMBED' | 'PRODUCT'>;

/** True when a partner on another site may frame the brand of this request's host. */
function framedCrossSite(env: EmbedEnv, request: Pick<FastifyRequest, 'headers'>): boolean {
  const product = resolveProductId(request.headers.host ?? '', env.PRODUCT);
  return env.EMBED[product].length > 0;
}

/** A cookie's SameSite, Secure and Partitioned for this request; `otherwise` when not framed. */
export function cookieSite(
  env: EmbedEnv,
  request: Pick<FastifyRequest, 'headers'>,
  otherwise: UnframedSite,
): CookieSite {
  return framedCrossSite(env, request)
    ? { sameSite: 'none', secure: true, partitioned: true }
    : otherwise;
}
