import { resolveProductId } from '@finceptiv/contract/product-hosts';
import type { AppContext } from '../app.ts';
import type { RouteHandlers } from './contract-routes.ts';

/**
 * The tracking vendors of the brand the request's host names: the same configuration the
 * CSP header of that host admits (http/security-headers.ts). Ids are public by nature (they
 * end up in the vendors' script URLs), but the answer depends on the host, so shared caches
 * must keep one copy per host.
 */
export function trackingHandlers(ctx: AppContext): Pick<RouteHandlers, 'trackingConfig'> {
  return {
    trackingConfig: async (request, reply) => {
      const product = resolveProductId(request.headers.host ?? '', ctx.env.PRODUCT);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Host')
        .send(ctx.env.TRACKING[product]);
    },
  };
}
