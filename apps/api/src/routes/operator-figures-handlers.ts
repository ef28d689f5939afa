// The operator area's figures (issue 25): aggregates computed in the database, small counts
// shown as "<5" (contract operator-aggregates.ts) before they leave the API. The route map marks
// each `access: 'operator'`, so contract-routes.ts answers 401 before these run without a session.
import {
  defaultOperatorPeriod,
  type funnelOutcomes,
} from '@finceptiv/contract/api/operator-routes';
import { shownCount } from '@finceptiv/contract/operator-aggregates';
import type { AppContext } from '../app.ts';
import { DAY } from '../config/limits.ts';
import {
  applicationsPerDay,
  fieldErrors,
  funnelOutcomes as outcomesOf,
  funnelSteps,
} from '../journey/journey-store.ts';
import { vitalsP75 } from '../vitals/vitals-store.ts';
import type { RouteHandlers } from './contract-routes.ts';
import { noStore } from './no-store.ts';

type OperatorFiguresHandlers = Pick<
  RouteHandlers,
  'operatorVitals' | 'operatorFunnel' | 'operatorFieldErrors' | 'operatorApplicationsPerDay'
>;

type FunnelOutcome = (typeof funnelOutcomes)[number];

export function operatorFiguresHandlers(ctx: AppContext): OperatorFiguresHandlers {
  /** The period asked for (28 days by default), ending now. */
  const period = (query: { days?: string | undefined }) => {
    const days = Number(query.days ?? defaultOperatorPeriod);
    const until = ctx.now();
    return { days, until, since: new Date(until.getTime() - days * DAY) };
  };
  return {
    // Issue 25 item 4: p75 per brand, metric and device class over the chosen period.
    operatorVitals: async (_request, reply, { query }) => {
      noStore(reply);
      const { days, since } = period(query);
      const rows = await vitalsP75(ctx.db, { since });
      return reply.send({
        days,
        rows: rows.map(({ count, ...row }) => ({ ...row, reports: shownCount(count) })),
      });
    },

    // Issue 25 item 2 (ADR 0042): where a brand's applicants drop off, and how they end.
    operatorFunnel: async (_request, reply, { query }) => {
      noStore(reply);
      const { days, since, until } = period(query);
      const q = { brand: query.brand, since, until };
      const [steps, ends] = await Promise.all([
        funnelSteps(ctx.db, q),
        outcomesOf(ctx.db, q, until),
      ]);
      return reply.send({
        days,
        brand: query.brand,
        journeys: shownCount(ends.journeys),
        steps: steps.map((row) => ({
          step: row.step,
          reached: shownCount(row.reached),
          completed: shownCount(row.completed),
          left: shownCount(row.reached - row.completed),
          medianSeconds: row.medianSeconds,
        })),
        outcomes: ends.outcomes.map((row) => ({
          outcome: row.outcome as FunnelOutcome,
          partner: row.partner,
          journeys: shownCount(row.journeys),
        })),
      });
    },

    // Issue 25 item 3 (ADR 0042): the field errors a brand's applicants met most.
    operatorFieldErrors: async (_request, reply, { query }) => {
      noStore(reply);
      const { days, since, until } = period(query);
      const rows = await fieldErrors(ctx.db, { brand: query.brand, since, until });
      return reply.send({
        days,
        brand: query.brand,
        rows: rows.map((row) => ({
          ...row,
          shown: shownCount(row.shown),
          journeys: shownCount(row.journeys),
          corrected: shownCount(row.corrected),
        })),
      });
    },

    // Issue 25 item 6: per calendar day (UTC), applications started and decided. The period is
    // whole days, today so far the last of them, so 7 days are 7 rows as the chart draws them.
    operatorApplicationsPerDay: async (_request, reply, { query }) => {
      noStore(reply);
      const { days, until } = period(query);
      const today = new Date(until);
      today.setUTCHours(0, 0, 0, 0);
      const since = new Date(today.getTime() - (days - 1) * DAY);
      const rows = await applicationsPerDay(ctx.db, { brand: query.brand, since, until });
      return reply.send({
        days,
        brand: query.brand,
        rows: rows.map(({ day, started, ended }) => ({
          day,
          started: shownCount(started),
          ...mapValues(ended, shownCount),
        })),
      });
    },
  };
}

/** The same keys, each value turned by `turn`. */
function mapValues<K extends string, V, W>(
  record: Record<K, V>,
  turn: (value: V) => W,
): Record<K, W> {
  return Object.fromEntries(
    Object.entries<V>(record).map(([key, value]) => [key, turn(value)]),
  ) as Record<K, W>;
}
