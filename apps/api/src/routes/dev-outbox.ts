import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app.ts';
import { isUuid } from '../leads/lead-repository.ts';
import { noStore } from './no-store.ts';

/** Development and test only: the text messages the built-in SmsSender "sent" for a lead. */
export function devOutboxRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Params: { leadId: string } }>('/dev/sms-outbox/:leadId', async (request, reply) => {
    noStore(reply);
    const { leadId } = request.params;
    if (!isUuid(leadId)) return reply.code(404).send({ error: 'not_found' });
    const messages = await ctx.db
      .selectFrom('sms_outbox')
      .select(['phone', 'message', 'created_at'])
      .where('lead_id', '=', leadId.toLowerCase())
      .orderBy('id', 'asc')
      .execute();
    return reply.send({
      messages: messages.map((m) => ({
        phoneNumber: m.phone,
        text: m.message,
        createdAt: m.created_at.toISOString(),
      })),
    });
  });
}
