// The operator area's figures (issue 25): aggregates computed in the database, small counts
// shown as "<5" (contract operator-aggregates.ts) before they leave the API. The route map marks
// each `access: 'operator'`, so contract-routes.ts answers 401 before these run without a session.
import {
  defaultOperatorPeriod,
  type funnelOutcomes,
} from '@finceptiv/contract/api/operator-routes';
import { shownCount } from '@finceptiv/contract/operator-aggregates';
import type { AppContext } from '../app.ts';
import {
  applicationsPerDay,
  fieldErrors,
  funnelOutcomes as outcomesOf,
  funnelSteps,
  periodOfDays,
} from '../journey/journey-figures.ts';
import { partnerFigures } from '../partners/partner-figures.ts';
import { vitalsP75FromRollups } from '../vitals/vitals-rollups.ts';
import type { RouteHandlers } from './contract-routes.ts';
import { noStore } from './no-store.ts';

type OperatorFiguresHandlers = Pick<
  RouteHandlers,
  | 'operatorVitals'
  | 'operatorFunnel'
  | 'operatorFieldErrors'
  | 'operatorApplicationsPerDay'
  | 'operatorPartners'
>;

type FunnelOutcome = (typeof funnelOutcomes)[number];

export function operatorFiguresHandlers(ctx: AppContext): OperatorFiguresHandlers {
  return {
    // p75 per brand, metric and device class over the chosen period, read from the daily
    // rollups (ADR 0058), so over whole UTC days: the last `days` of them, today so far the last,
    // as the applications-per-day chart counts them.
    operatorVitals: async (_request, reply, { query }) => {
      noStore(reply);
      const days = daysOf(query);
      const rows = await vitalsP75FromRollups(ctx.db, { days, lastDay: ctx.now() });
      return reply.send({
        days,
        rows: rows.map(({ count, ...row }) => ({ ...row, reports: shownCount(count) })),
      });
    },

    // Issue 25 item 2 (ADR 0042): where a brand's applicants drop off, and how they end.
    operatorFunnel: async (_request, reply, { query }) => {
      noStore(reply);
      const days = daysOf(query);
      const q = periodOfDays(query.brand, days, ctx.now());
      const [steps, ends] = await Promise.all([
        funnelSteps(ctx.db, q),
        outcomesOf(ctx.db, q, ctx.now()),
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
      const days = daysOf(query);
      const rows = await fieldErrors(ctx.db, periodOfDays(query.brand, days, ctx.now()));
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

    // Per calendar day (UTC), applications started and decided. The period is whole days, today
    // so far the last of them, so 7 days are 7 rows as the chart draws them.
    operatorApplicationsPerDay: async (_request, reply, { query }) => {
      noStore(reply);
      const days = daysOf(query);
      const rows = await applicationsPerDay(ctx.db, periodOfDays(query.brand, days, ctx.now()));
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

    // Per partner: what it was sent and how it answered, its latency, its breaker (ADR 0061).
    operatorPartners: async (_request, reply, { query }) => {
      noStore(reply);
      const days = daysOf(query);
      const rows = await partnerFigures(ctx.db, ctx.env.PARTNERS, { days, lastDay: ctx.now() });
      return reply.send({ days, rows });
    },
  };
}

/** The period asked for, in whole UTC days (28 when none is asked for). */
const daysOf = (query: { days?: string | undefined }) =>
  Number(query.days ?? defaultOperatorPeriod);

/** The same keys, each value turned by `turn`. */
function mapValues<K extends string, V, W>(
  record: Record<K, V>,
  turn: (value: V) => W,
): Record<K, W> {
  return Object.fromEntries(
    Object.entries<V>(record).map(([key, value]) => [key, turn(value)]),
  ) as Record<K, W>;
}
