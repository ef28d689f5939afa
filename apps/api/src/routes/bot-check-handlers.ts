import { products, resolveProductId } from '@finceptiv/contract/products';
import type { AppContext } from '../app.ts';
import { brandFor } from '../leads/parse-lead-body.ts';
import type { RouteHandlers } from './contract-routes.ts';
import { noStore } from './no-store.ts';

/** A fresh challenge for the brand a lead create from this page would be for (ADR 0045). */
export function botCheckHandlers(ctx: AppContext): Pick<RouteHandlers, 'botCheckChallenge'> {
  return {
    botCheckChallenge: async (request, reply, { query }) => {
      const host = request.headers.host;
      const brand =
        query.product === undefined
          ? products[resolveProductId(host ?? '', ctx.env.PRODUCT)]
          : brandFor(query.product, host, ctx.env.PRODUCT);
      noStore(reply);
      return reply.send(await ctx.botCheck.challenge(brand.id));
    },
  };
}
