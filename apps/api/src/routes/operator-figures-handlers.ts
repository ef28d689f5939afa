// The operator area's figures (issue 25): aggregates computed in the database, small counts
// shown as "<5" (contract operator-aggregates.ts) before they leave the API. The route map marks
// each `access: 'operator'`, so contract-routes.ts answers 401 before these run without a session.
import { defaultOperatorPeriod } from '@finceptiv/contract/api/operator-routes';
import { shownCount } from '@finceptiv/contract/operator-aggregates';
import type { AppContext } from '../app.ts';
import { DAY } from '../config/limits.ts';
import { vitalsP75 } from '../vitals/vitals-store.ts';
import type { RouteHandlers } from './contract-routes.ts';
import { noStore } from './no-store.ts';

type OperatorFiguresHandlers = Pick<RouteHandlers, 'operatorVitals'>;

export function operatorFiguresHandlers(ctx: AppContext): OperatorFiguresHandlers {
  return {
    // Issue 25 item 4: p75 per brand, metric and device class over the chosen period.
    operatorVitals: async (_request, reply, { query }) => {
      noStore(reply);
      const days = Number(query.days ?? defaultOperatorPeriod);
      const rows = await vitalsP75(ctx.db, { since: new Date(ctx.now().getTime() - days * DAY) });
      return reply.send({
        days,
        rows: rows.map(({ count, ...row }) => ({ ...row, reports: shownCount(count) })),
      });
    },
  };
}
