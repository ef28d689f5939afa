import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app.ts';
import { loadLead } from '../leads/lead-access.ts';
import { toLeadState } from '../leads/lead-state.ts';
import { noStore } from './no-store.ts';

export function leadStatusRoutes(api: FastifyInstance, ctx: AppContext): void {
  // The state only (no personal data): polled by the checking screen until the decision shows.
  api.get<{ Params: { id: string } }>('/lead/status/:id', async (request, reply) => {
    noStore(reply);
    const lead = await loadLead(ctx.db, request.params.id, ctx.now());
    return reply.send(toLeadState(lead));
  });
}
