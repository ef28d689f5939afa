import type { FastifyInstance } from 'fastify';
import { applicationRoutes } from '@finceptiv/contract/step-routes';
import { emailSchema } from '@finceptiv/contract/validation/text-rules';
import type { AppContext } from '../app.ts';
import { noStore } from '../routes/no-store.ts';
import { signOptOutToken } from './opt-out-token.ts';

/** How long an unsubscribe link works: well past the 30 days mail rules ask for. */
const optOutTokenTtlMs = 60 * 24 * 60 * 60 * 1000;

/**
 * Development only: mints an unsubscribe link, as the email sender of a real deployment would.
 * POST with the address in the body, so it never sits in a URL or an access log.
 */
export function registerDevUnsubscribeLink(api: FastifyInstance, ctx: AppContext): void {
  if (ctx.env.NODE_ENV === 'production') return;
  api.post<{ Body: { email?: unknown } }>('/dev/unsubscribe-link', async (request, reply) => {
    noStore(reply);
    const email = emailSchema.safeParse(request.body.email);
    if (!email.success) {
      return reply.code(422).send({ errors: [{ fieldName: 'email', message: 'invalid' }] });
    }
    const expires = new Date(ctx.now().getTime() + optOutTokenTtlMs);
    const token = signOptOutToken(ctx.env.APP_SECRET, email.data, 'marketing-email', expires);
    return reply.send({ path: `${applicationRoutes.unsubscribe}?token=${token}` });
  });
}
