import { leadToDataPoints } from '@finceptiv/contract/data-points';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app.ts';
import { notFound } from '../http/errors.ts';
import { presentedLeadAccess, setLeadAccessCookie } from '../http/lead-access-cookie.ts';
import {
  consumeContinueToken,
  continueAppPath,
  endedStates,
  isLinkOf,
  mintContinueToken,
} from '../leads/continue-token.ts';
import { accessMatches, mintLeadAccess, withDecisionRevealed } from '../leads/lead-access.ts';
import { findLead, isUuid, setAccessHash } from '../leads/lead-repository.ts';
import { toLeadState } from '../leads/lead-state.ts';
import { maskIdentifiers } from '../leads/mask-identifiers.ts';
import type { RouteHandlers, RouteInput } from './contract-routes.ts';
import { noStore } from './no-store.ts';

type Names = 'continueLinkV2' | 'continueLinkV3';

export function continueHandlers(ctx: AppContext): Pick<RouteHandlers, Names> {
  /**
   * POST /v2|v3/lead/url/:id/:urlType { token }: a live link is used up and binds the lead to
   * this browser with a fresh access cookie (the browser that held it before loses access). The
   * browser that already holds the lead reopens it with any link of the lead, whatever became of
   * the link (used, expired, application ended): it sees nothing it could not see. Anything else
   * (unknown lead, wrong, used or expired token, ended application) is the same 404.
   */
  async function exchange(
    request: FastifyRequest,
    reply: FastifyReply,
    { params, body }: RouteInput<Names>,
    withDataPoints: boolean,
  ) {
    noStore(reply);
    const now = ctx.now();
    const fresh = mintLeadAccess();
    const { lead, rebound } = await ctx.db.transaction().execute(async (trx) => {
      const stored = await findLead(trx, params.id, true);
      if (stored === undefined) throw notFound('lead_not_found');
      const owner = accessMatches(stored.accessHash, presentedLeadAccess(request));
      if (owner && (await isLinkOf(trx, stored.id, params.urlType, body.token)))
        return { lead: await withDecisionRevealed(trx, stored, now), rebound: false };
      if (!(await consumeContinueToken(trx, stored.id, params.urlType, body.token, now)))
        throw notFound('lead_not_found');
      const revealed = await withDecisionRevealed(trx, stored, now);
      if (endedStates.has(revealed.progressState)) throw notFound('lead_not_found');
      await setAccessHash(trx, revealed.id, fresh.hash);
      return { lead: revealed, rebound: true };
    });
    if (rebound) setLeadAccessCookie(reply, ctx.env, fresh.secret);
    const { data, masked } = maskIdentifiers(lead.data);
    const answer = { ...toLeadState(lead), data, masked };
    return reply.send(withDataPoints ? { ...answer, dataPoints: leadToDataPoints(data) } : answer);
  }
  return {
    continueLinkV2: (request, reply, input) => exchange(request, reply, input, false),
    continueLinkV3: (request, reply, input) => exchange(request, reply, input, true),
  };
}

/**
 * Development only: mints a continue link, as the email/SMS sender of a real deployment would
 * (server side, so no access cookie is asked for). Answers the app address the message carries.
 */
export function registerDevContinueLink(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Params: { id: string }; Querystring: { urlType?: string } }>(
    '/dev/continue-link/:id',
    // A token beside a query parameter it echoes: never compressed (BREACH, ADR 0027).
    { compress: false },
    async (request, reply) => {
      noStore(reply);
      const { id } = request.params;
      const lead = isUuid(id) ? await findLead(ctx.db, id) : undefined;
      if (lead === undefined) return reply.code(404).send({ error: 'lead_not_found' });
      const urlType = /^[\w-]{1,30}$/.test(request.query.urlType ?? '')
        ? (request.query.urlType ?? 'email')
        : 'email';
      const token = await mintContinueToken(
        ctx.db,
        lead.id,
        urlType,
        ctx.now(),
        ctx.limits.continueTokenTtlMs,
      );
      return reply.send({ url: continueAppPath(lead.id, urlType, token) });
    },
  );
}
