import type { FastifyInstance } from 'fastify';
import { partnerCallbackPath } from '@finceptiv/contract/api/partner-paths';
import { belowApiPrefix } from '@finceptiv/contract/api/route-paths';
import type { AppContext } from '../app.ts';
import { fieldErrors, HttpError, notFound, zodFieldErrors } from '../http/errors.ts';
import { isRemote } from './catalogue.ts';
import { applyCallback } from './partner-callbacks.ts';
import { signatureHeader, signatureProblem, timestampHeader } from './signing.ts';
import { callbackSchema } from './wire.ts';

/** A callback is a few hundred bytes; an offer with its figures well under this. */
const callbackBodyLimit = 16 * 1024;

/**
 * POST /api/partners/:partnerId/callback (docs/partners.md): a partner's later decision or a
 * post-offer step's result. Server to server, so no XSRF pair: the partner's signature over the
 * raw bytes is the authentication, checked before the body is parsed. Its own scope takes the
 * JSON body as a string, because a signature is over bytes, not over a parsed value.
 */
export function partnerCallbackRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { PARTNERS: catalogue } = ctx.env;
  void api.register((scope, _options, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (_request, body, parsed) => {
        parsed(null, body);
      },
    );
    scope.post<{ Params: { partnerId: string }; Body: string }>(
      belowApiPrefix(partnerCallbackPath),
      {
        bodyLimit: callbackBodyLimit,
        config: {
          xsrfExempt: true,
          rateLimit: {
            max: ctx.limits.partnerCallbacksPerPartnerPerMinute,
            timeWindow: 60_000,
            groupId: 'partner-callback',
            keyGenerator: (request) =>
              `partner:${(request.params as { partnerId?: string }).partnerId ?? ''}`,
          },
        },
        handler: async (request, reply) => {
          reply.header('cache-control', 'no-store');
          const partner = catalogue.partners.find((p) => p.id === request.params.partnerId);
          if (partner === undefined || !isRemote(partner)) throw notFound('partner_not_found');
          const now = ctx.now();
          const raw = typeof request.body === 'string' ? request.body : '';
          const problem = signatureProblem(
            partner.secret,
            raw,
            {
              timestamp: request.headers[timestampHeader],
              signature: request.headers[signatureHeader],
            },
            now,
          );
          if (problem !== null) {
            request.securityEvent('security.partner_signature_refused', { reason: problem });
            throw new HttpError(401, { error: 'signature', problem });
          }
          let json: unknown;
          try {
            json = JSON.parse(raw);
          } catch {
            throw fieldErrors([{ fieldName: 'body', message: 'validation.json' }]);
          }
          const parsed = callbackSchema.safeParse(json);
          if (!parsed.success) throw fieldErrors(zodFieldErrors(parsed.error.issues));
          const result = await applyCallback(ctx.db, ctx.decisions, partner, parsed.data, now);
          return reply.send({ result });
        },
      },
    );
    done();
  });
}
