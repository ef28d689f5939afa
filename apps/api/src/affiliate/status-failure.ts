import type { FastifyRequest } from 'fastify';
import type { AffiliateEventBody } from '@finceptiv/contract/api/lead-schemas';
import { HttpError } from '../http/errors.ts';

// Spec 8: affiliate status failures are logged. The line says which event of which product
// failed and how; the lead id, session id and the affiliate's ids stay out (they identify an
// applicant's visit), and an event name that is no plain name is not copied into the log.
export const affiliateStatusFailure = 'affiliate.status_failed';

const eventName = /^[A-Za-z][\w.-]{0,49}$/;

export function logAffiliateStatusFailure(
  request: FastifyRequest,
  body: AffiliateEventBody,
  error: unknown,
): void {
  request.log.warn(
    {
      event: affiliateStatusFailure,
      affiliateEvent: eventName.test(body.event) ? body.event : '[unnamed]',
      product: body.product,
      status: error instanceof HttpError ? error.statusCode : 500,
      forLead: body.leadId !== undefined,
    },
    'Affiliate status failure',
  );
}
