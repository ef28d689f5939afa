import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// Security events (ASVS 16.3) as structured pino lines: `event` names what happened, `client`
// is a keyed pseudonym of the address (HMAC with the app secret, truncated), so a burst from
// one client can be correlated without the log holding the address itself.
export type SecurityEvent =
  | 'security.xsrf_refused'
  | 'security.rate_limited'
  | 'security.verification_code_wrong'
  | 'security.verification_locked'
  | 'security.path_refused'
  | 'security.bot_check_refused'
  | 'security.partner_signature_refused';

declare module 'fastify' {
  interface FastifyRequest {
    securityEvent(event: SecurityEvent, details?: Record<string, unknown>): void;
  }
}

function pseudonymise(secret: string, address: string): string {
  return createHmac('sha256', secret).update(`client|${address}`).digest('base64url').slice(0, 16);
}

export const securityEventsPlugin = fp<{ secret: string }>(
  (app, { secret }, done) => {
    app.decorateRequest(
      'securityEvent',
      function (this: FastifyRequest, event: SecurityEvent, details = {}) {
        this.log.warn(
          {
            event,
            client: pseudonymise(secret, this.ip),
            method: this.method,
            route: this.routeOptions.url ?? null,
            ...details,
          },
          event,
        );
      },
    );
    // One place for every 429, whichever limit answered it (rate limits, code sends, lock-outs).
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode === 429) request.securityEvent('security.rate_limited');
    });
    done();
  },
  { name: 'security-events' },
);
