import { postOfferStepFor } from '@finceptiv/contract/post-offer-steps';
import type { AppContext } from '../app.ts';
import { conflict } from '../http/errors.ts';
import { loadLead } from '../leads/lead-access.ts';
import { openVerificationSession } from '../verification/widget-result.ts';
import type { RouteHandler } from './contract-routes.ts';
import { noStore } from './no-store.ts';

/**
 * A widget screen (9, 17, 19) opens a session before framing its provider: the frame gets the
 * session's random reference, never the lead id, and the provider's signed result names it.
 */
export function verificationSessionHandler(ctx: AppContext): RouteHandler<'verificationSession'> {
  return async (request, reply, { body }) => {
    noStore(reply);
    const now = ctx.now();
    const lead = await loadLead(ctx.db, request, body.id, now);
    const provider = postOfferStepFor(lead.progressState)?.verification;
    if (provider === undefined) throw conflict('wrong_state');
    const session = await openVerificationSession(ctx.db, lead.id, provider, now);
    return reply.send({
      reference: session.reference,
      provider,
      expiresAt: session.expiresAt.toISOString(),
    });
  };
}
