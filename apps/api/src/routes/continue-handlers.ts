import { leadToDataPoints } from '@finceptiv/contract/data-points';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../app.ts';
import { HttpError } from '../http/errors.ts';
import { continueLinkPath, verifyContinueToken } from '../leads/continue-token.ts';
import { loadLead } from '../leads/lead-access.ts';
import { isUuid } from '../leads/lead-repository.ts';
import { toLeadState } from '../leads/lead-state.ts';
import type { RouteHandlers, RouteInput } from './contract-routes.ts';
import { noStore } from './no-store.ts';

type Names = 'continueLinkV2' | 'continueLinkV3';

export function continueHandlers(ctx: AppContext): Pick<RouteHandlers, Names> {
  // A bad or expired token is a 403 whatever the id: no probing for which leads exist.
  async function open(
    reply: FastifyReply,
    { params, query }: RouteInput<Names>,
    withDataPoints: boolean,
  ) {
    noStore(reply);
    if (
      !verifyContinueToken(ctx.env.APP_SECRET, params.id, params.urlType, query.token, ctx.now())
    ) {
      throw new HttpError(403, { error: 'forbidden' });
    }
    const lead = await loadLead(ctx.db, params.id, ctx.now());
    const body = { ...toLeadState(lead), data: lead.data };
    return reply.send(withDataPoints ? { ...body, dataPoints: leadToDataPoints(lead.data) } : body);
  }
  return {
    continueLinkV2: (_request, reply, input) => open(reply, input, false),
    continueLinkV3: (_request, reply, input) => open(reply, input, true),
  };
}

/** Development only: mints a continue link, as the email/SMS sender of a real deployment would. */
export function registerDevContinueLink(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Params: { id: string }; Querystring: { urlType?: string } }>(
    '/dev/continue-link/:id',
    async (request, reply) => {
      noStore(reply);
      const { id } = request.params;
      if (!isUuid(id)) return reply.code(404).send({ error: 'not_found' });
      const lead = await loadLead(ctx.db, id, ctx.now());
      const urlType = /^[\w-]{1,30}$/.test(request.query.urlType ?? '')
        ? (request.query.urlType ?? 'email')
        : 'email';
      const expires = new Date(ctx.now().getTime() + ctx.limits.continueTokenTtlMs);
      return reply.send({
        url: continueLinkPath(
          ctx.env.APP_SECRET,
          lead.id,
          urlType,
          expires,
          lead.flow === 'v3' ? 'v3' : 'v2',
        ),
      });
    },
  );
}
