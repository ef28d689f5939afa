import type { FastifyInstance } from 'fastify';
import { isUuid } from '../leads/lead-repository.ts';
import type { DevInbox } from '../verification/dev-inbox.ts';
import { noStore } from './no-store.ts';

/**
 * Development and test only: the text messages the built-in SmsSender "sent" for a lead, with
 * their codes. They come from the in-memory dev inbox; the stored outbox masks every code.
 */
export function devOutboxRoutes(api: FastifyInstance, inbox: DevInbox): void {
  api.get<{ Params: { leadId: string } }>('/dev/sms-outbox/:leadId', async (request, reply) => {
    noStore(reply);
    const { leadId } = request.params;
    if (!isUuid(leadId)) return reply.code(404).send({ error: 'not_found' });
    const messages = inbox.read(leadId.toLowerCase());
    return reply.send({
      messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    });
  });
}
