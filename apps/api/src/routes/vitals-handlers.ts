import type { AppContext } from '../app.ts';
import { storeVitals } from '../vitals/vitals-store.ts';
import type { RouteHandlers } from './contract-routes.ts';

/**
 * Real-user timings (ADR 0029), from navigator.sendBeacon: the body is validated by the
 * contract's strict schema before this runs (422 with field errors), the Origin is checked by
 * the XSRF plugin (xsrfOriginOnly) and the per-client budget by the shared limits.
 */
export function vitalsHandlers(ctx: AppContext): Pick<RouteHandlers, 'reportVitals'> {
  return {
    reportVitals: async (_request, reply, { body }) => {
      await storeVitals(ctx.db, body, ctx.now());
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  };
}
