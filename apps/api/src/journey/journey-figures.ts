import { abandonedAfterMs, journeyOutcomes } from '@finceptiv/contract/journey';
import { sql, type Selectable } from 'kysely';
import { DAY } from '../config/limits.ts';
import type { Db } from '../db/open-database.ts';
import type { JourneyFieldErrorDailyTable } from '../db/schema.ts';
import { quantileOf, type BucketCount } from '../figures/log-histogram.ts';
import { readFigures } from '../figures/read-figures.ts';
import { utcDate, utcDaysEnding } from '../figures/utc-days.ts';
import { undecided } from './journey-rollups.ts';

// The operator's journey figures (ADR 0042), read from the daily rollups (ADR 0058): a period is
// whole UTC days, and a journey belongs to the day it started, so a figure over 90 days reads at
// most 90 rows per brand and step (or field, or outcome) whatever the events behind them. Counts
// are exact; a median is its log-histogram bucket's value, within 5 % (figures/log-histogram.ts).

/** A brand's journeys begun on the days from `firstDay` to `lastDay` (YYYY-MM-DD, UTC). */
export interface JourneyPeriod {
  brand: string;
  firstDay: string;
  lastDay: string;
}

/** The `days` UTC calendar days that end with today (today so far included). */
export function periodOfDays(brand: string, days: number, now: Date): JourneyPeriod {
  return { brand, ...utcDaysEnding(days, now) };
}

const inPeriod = (p: JourneyPeriod) =>
  sql`brand = ${p.brand} and day between cast(${p.firstDay} as date) and cast(${p.lastDay} as date)`;

interface FunnelStepRow {
  step: string;
  reached: number;
  completed: number;
  medianSeconds: number | null;
}

/**
 * Per step: the journeys that reached it, those that completed it, and the median time from
 * shown to completed. Steps come in the order applicants meet them: by the median time from
 * the journey's start to the step, then (steps met at about the same moment) the one more
 * journeys reached first, as a funnel narrows.
 */
export function funnelSteps(db: Db, p: JourneyPeriod): Promise<FunnelStepRow[]> {
  return readFigures(db, (trx) => funnelStepsIn(trx, p));
}

async function funnelStepsIn(db: Db, p: JourneyPeriod): Promise<FunnelStepRow[]> {
  const { rows: counts } = await sql<{ step: string; reached: number; completed: number }>`
    select step, cast(sum(reached) as integer) as reached,
      cast(sum(completed) as integer) as completed
    from journey_step_daily where ${inPeriod(p)}
    group by step having sum(reached) > 0`.execute(db);
  const { rows: buckets } = await sql<{
    step: string;
    measure: string;
    bucket: number;
    count: number;
  }>`
    select step, measure, bucket, cast(sum(journeys) as integer) as count
    from journey_step_times where ${inPeriod(p)}
    group by step, measure, bucket having sum(journeys) > 0`.execute(db);
  const histogram = (step: string, measure: string): BucketCount[] =>
    buckets.filter((b) => b.step === step && b.measure === measure);
  const position = (step: string) => quantileOf(histogram(step, 'position'), 0.5) ?? 0;
  return counts
    .sort(
      (a, b) =>
        position(a.step) - position(b.step) || b.reached - a.reached || (a.step < b.step ? -1 : 1),
    )
    .map((row) => ({
      step: row.step,
      reached: row.reached,
      completed: row.completed,
      medianSeconds: quantileOf(histogram(row.step, 'time'), 0.5),
    }));
}

interface FunnelOutcomeRow {
  outcome: string;
  partner: string | null;
  journeys: number;
}

/**
 * How the brand's journeys of the period end: each journey's last decision, per outcome and
 * partner; a journey with none and no event for abandonedAfterMs is abandoned. Journeys still
 * under way are in neither.
 */
export function funnelOutcomes(
  db: Db,
  p: JourneyPeriod,
  now: Date,
): Promise<{ journeys: number; outcomes: FunnelOutcomeRow[] }> {
  return readFigures(db, (trx) => funnelOutcomesIn(trx, p, now));
}

async function funnelOutcomesIn(
  db: Db,
  p: JourneyPeriod,
  now: Date,
): Promise<{ journeys: number; outcomes: FunnelOutcomeRow[] }> {
  const { rows } = await sql<{ outcome: string; partner: string; journeys: number }>`
    select outcome, partner, cast(sum(journeys) as integer) as journeys
    from journey_outcome_daily where ${inPeriod(p)}
    group by outcome, partner having sum(journeys) > 0`.execute(db);
  // Few: the journeys with an event in the last half hour, found by the last_seen index.
  const { rows: active } = await sql<{ n: number }>`
    select cast(count(*) as integer) as n from journeys
    where last_seen >= ${new Date(now.getTime() - abandonedAfterMs).toISOString()}
      and brand = ${p.brand} and not decided
      and started_at >= ${`${p.firstDay}T00:00:00Z`}
      and started_at < ${new Date(Date.parse(p.lastDay) + DAY).toISOString()}`.execute(db);
  const underWay = active[0]?.n ?? 0;
  const outcomes = rows.flatMap(({ outcome, partner, journeys }) => {
    if (outcome !== undecided) return [{ outcome, partner: partner || null, journeys }];
    const abandoned = journeys - underWay;
    return abandoned > 0 ? [{ outcome: 'abandoned', partner: null, journeys: abandoned }] : [];
  });
  return {
    journeys: rows.reduce((sum, row) => sum + row.journeys, 0),
    outcomes: outcomes.sort(
      (a, b) =>
        b.journeys - a.journeys ||
        a.outcome.localeCompare(b.outcome) ||
        (a.partner ?? '').localeCompare(b.partner ?? ''),
    ),
  };
}

/** A field error's figures over the period: its rollup row without brand and day. */
type FieldErrorRow = Omit<Selectable<JourneyFieldErrorDailyTable>, 'brand' | 'day'>;

/**
 * The field errors applicants met most (at most 50 rows): how often each was shown, in how
 * many journeys, and how many of those completed the step after meeting it.
 */
export function fieldErrors(db: Db, p: JourneyPeriod): Promise<FieldErrorRow[]> {
  return readFigures(db, (trx) => fieldErrorsIn(trx, p));
}

async function fieldErrorsIn(db: Db, p: JourneyPeriod): Promise<FieldErrorRow[]> {
  const { rows } = await sql<FieldErrorRow>`
    select step, field, message, source,
      cast(sum(shown) as integer) as shown,
      cast(sum(journeys) as integer) as journeys,
      cast(sum(corrected) as integer) as corrected
    from journey_field_error_daily where ${inPeriod(p)}
    group by step, field, message, source
    having sum(journeys) > 0
    order by 6 desc, 5 desc, step, field, message, source
    limit 50`.execute(db);
  return rows;
}

type JourneyOutcome = (typeof journeyOutcomes)[number];

interface DayRow {
  /** YYYY-MM-DD, UTC. */
  day: string;
  started: number;
  ended: Record<JourneyOutcome, number>;
}

/**
 * Per calendar day (UTC) of the period, every day a row, zeros included: the journeys that
 * started (their first event), and the journeys whose last decision fell that day, per decision.
 */
export function applicationsPerDay(db: Db, p: JourneyPeriod): Promise<DayRow[]> {
  return readFigures(db, (trx) => applicationsPerDayIn(trx, p));
}

async function applicationsPerDayIn(db: Db, p: JourneyPeriod): Promise<DayRow[]> {
  const { rows: started } = await sql<{ day: string; n: number }>`
    select to_char(day, 'YYYY-MM-DD') as day, cast(sum(journeys) as integer) as n
    from journey_outcome_daily where ${inPeriod(p)} group by day`.execute(db);
  const { rows: ends } = await sql<{ day: string; outcome: JourneyOutcome; n: number }>`
    select to_char(day, 'YYYY-MM-DD') as day, outcome, cast(sum(journeys) as integer) as n
    from journey_decision_daily where ${inPeriod(p)} group by day, outcome`.execute(db);
  const days: string[] = [];
  for (let at = Date.parse(p.firstDay); at <= Date.parse(p.lastDay); at += DAY)
    days.push(utcDate(new Date(at)));
  return days.map((day) => ({
    day,
    started: started.find((row) => row.day === day)?.n ?? 0,
    ended: Object.fromEntries(
      journeyOutcomes.map((outcome) => [
        outcome,
        ends.find((row) => row.day === day && row.outcome === outcome)?.n ?? 0,
      ]),
    ) as Record<JourneyOutcome, number>,
  }));
}
