import type { AppContext } from '../app.ts';
import { storeJourney } from '../journey/journey-store.ts';
import type { RouteHandlers } from './contract-routes.ts';

/**
 * Journey events (ADR 0042), from navigator.sendBeacon as the real-user timings: the body is
 * validated by the contract's strict schema before this runs (422 with field errors), the
 * Origin by the XSRF plugin (xsrfOriginOnly), the per-client budget by the shared limits.
 */
export function journeyHandlers(ctx: AppContext): Pick<RouteHandlers, 'reportJourney'> {
  return {
    reportJourney: async (_request, reply, { body }) => {
      await storeJourney(ctx.db, body, ctx.now(), {
        countedForDays: ctx.env.RETENTION_VITALS_DAYS - 1,
      });
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  };
}
