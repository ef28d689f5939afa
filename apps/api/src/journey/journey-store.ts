import type { JourneyReport } from '@finceptiv/contract/api';
import { abandonedAfterMs, journeyOutcomes } from '@finceptiv/contract/journey';
import { sql } from 'kysely';
import type { Db } from '../db/open-database.ts';

// Journey events (issue 25 items 2 and 3, ADR 0042). The funnel and the field errors are
// computed by the database (the same SQL on PGlite and PostgreSQL), never by loading rows into
// the process. Counts come back exact, cast to integer so both drivers give numbers (a bigint
// count would arrive as a string); the operator routes turn small ones into "<5".

export async function storeJourney(db: Db, report: JourneyReport, now: Date): Promise<number> {
  const rows = report.events.map((event) => ({
    brand: report.brand,
    journey: report.journey,
    kind: event.kind,
    step: event.step,
    field: event.kind === 'field-error' ? event.field : null,
    message: event.kind === 'field-error' ? event.message : null,
    source: event.kind === 'field-error' ? event.source : null,
    outcome: event.kind === 'outcome' ? event.outcome : null,
    partner: event.kind === 'outcome' ? (event.partner ?? null) : null,
    created_at: new Date(now.getTime() - (event.msAgo ?? 0)),
  }));
  await db.insertInto('journey_events').values(rows).execute();
  return rows.length;
}

interface JourneyQuery {
  brand: string;
  since: Date;
  until: Date;
}

/** A brand's events in the period, as the common first part of each query. */
const inPeriod = (q: JourneyQuery) => sql`
  select journey, kind, step, field, message, source, outcome, partner, created_at
  from journey_events
  where brand = ${q.brand} and created_at >= ${q.since} and created_at < ${q.until}`;

interface FunnelStepRow {
  step: string;
  reached: number;
  completed: number;
  medianSeconds: number | null;
}

/**
 * Per step: the journeys that reached it, those that completed it, and the median time from
 * shown to completed. Steps come in the order applicants meet them: by the median time from
 * each journey's first event to the step's, then (steps met at the same moment) the one more
 * journeys reached first, as a funnel narrows.
 */
export async function funnelSteps(db: Db, q: JourneyQuery): Promise<FunnelStepRow[]> {
  const { rows } = await sql<{
    step: string;
    reached: number;
    completed: number;
    median_seconds: number | string | null;
  }>`
    with j as (${inPeriod(q)}),
    starts as (select journey, min(created_at) as started from j group by journey),
    reached as (
      select journey, step, min(created_at) as at from j where kind = 'reached' group by journey, step
    ),
    completed as (
      select journey, step, min(created_at) as at from j where kind = 'completed' group by journey, step
    )
    select r.step,
      cast(count(*) as integer) as reached,
      cast(count(c.journey) as integer) as completed,
      percentile_cont(0.5) within group (order by extract(epoch from (c.at - r.at)))
        filter (where c.at >= r.at) as median_seconds,
      percentile_cont(0.5) within group (order by extract(epoch from (r.at - s.started))) as position
    from reached r
    join starts s on s.journey = r.journey
    left join completed c on c.journey = r.journey and c.step = r.step
    group by r.step
    order by position, count(*) desc, r.step`.execute(db);
  return rows.map((row) => ({
    step: row.step,
    reached: row.reached,
    completed: row.completed,
    medianSeconds: row.median_seconds === null ? null : Number(row.median_seconds),
  }));
}

interface FunnelOutcomeRow {
  outcome: string;
  partner: string | null;
  journeys: number;
}

/**
 * How the brand's journeys of the period ended: each journey's last decision, per outcome and
 * partner; a journey with none whose last event is older than abandonedAfterMs is abandoned.
 * Journeys still under way are in neither.
 */
export async function funnelOutcomes(
  db: Db,
  q: JourneyQuery,
  now: Date,
): Promise<{ journeys: number; outcomes: FunnelOutcomeRow[] }> {
  const quietSince = new Date(now.getTime() - abandonedAfterMs);
  // One pass over the period: the total comes with every row, and alone (outcome null) when
  // every journey is still under way.
  const { rows } = await sql<{
    total: number;
    outcome: string | null;
    partner: string | null;
    journeys: number | null;
  }>`
    with j as (${inPeriod(q)}),
    last_outcome as (
      select distinct on (journey) journey, outcome, partner
      from j where kind = 'outcome' order by journey, created_at desc
    ),
    journeys as (select journey, max(created_at) as last_seen from j group by journey),
    ended as (
      select coalesce(o.outcome, 'abandoned') as outcome, o.partner,
        cast(count(*) as integer) as journeys
      from journeys s
      left join last_outcome o on o.journey = s.journey
      where o.journey is not null or s.last_seen < ${quietSince}
      group by coalesce(o.outcome, 'abandoned'), o.partner
    )
    select t.total, e.outcome, e.partner, e.journeys
    from (select cast(count(*) as integer) as total from journeys) t
    left join ended e on true
    order by e.journeys desc, e.outcome, e.partner`.execute(db);
  return {
    journeys: rows[0]?.total ?? 0,
    outcomes: rows.flatMap(({ outcome, partner, journeys }) =>
      outcome === null || journeys === null ? [] : [{ outcome, partner, journeys }],
    ),
  };
}

interface FieldErrorRow {
  step: string;
  field: string;
  message: string;
  source: string;
  shown: number;
  journeys: number;
  corrected: number;
}

/**
 * The field errors applicants met most (at most 50 rows): how often each was shown, in how
 * many journeys, and how many of those completed the step after meeting it.
 */
export async function fieldErrors(db: Db, q: JourneyQuery): Promise<FieldErrorRow[]> {
  const { rows } = await sql<FieldErrorRow>`
    with j as (${inPeriod(q)}),
    errors as (
      select journey, step, field, message, source,
        cast(count(*) as integer) as shown, min(created_at) as first_at
      from j where kind = 'field-error'
      group by journey, step, field, message, source
    ),
    completed as (
      select journey, step, max(created_at) as at from j where kind = 'completed' group by journey, step
    )
    select e.step, e.field, e.message, e.source,
      cast(sum(e.shown) as integer) as shown,
      cast(count(*) as integer) as journeys,
      cast(count(c.journey) filter (where c.at > e.first_at) as integer) as corrected
    from errors e
    left join completed c on c.journey = e.journey and c.step = e.step
    group by e.step, e.field, e.message, e.source
    order by journeys desc, shown desc, e.step, e.field
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
 * Per calendar day (UTC) from `since` (a day's start) to `until`: the journeys that started
 * (their first event ever, so one begun the day before the period is not new in it) and the
 * journeys whose last decision fell that day, per decision, as the funnel's outcomes count them.
 * Every day is a row, zeros included: the days come from generate_series, not from the events.
 * Days are cut in UTC explicitly, so the session's time zone (PGlite's UTC, a server's local
 * one) cannot move an event to another day.
 */
export async function applicationsPerDay(db: Db, q: JourneyQuery): Promise<DayRow[]> {
  const utcDay = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);
  const brandEvents = sql`
    select journey, kind, outcome, created_at from journey_events
    where brand = ${q.brand} and created_at < ${q.until}`;
  const { rows: days } = await sql<{ day: string; started: number }>`
    with firsts as (
      select min(created_at) as at from (${brandEvents}) e group by journey
    ),
    started as (
      select ${utcDay('at')} as day, cast(count(*) as integer) as n
      from firsts where at >= ${q.since} group by 1
    ),
    days as (
      select to_char(d, 'YYYY-MM-DD') as day
      from generate_series(
        cast(${utcDate(q.since)} as timestamp),
        cast(${utcDate(q.until)} as timestamp),
        interval '1 day'
      ) as d
    )
    select d.day, coalesce(s.n, 0) as started
    from days d left join started s on s.day = d.day
    order by d.day`.execute(db);
  const { rows: ends } = await sql<{ day: string; outcome: JourneyOutcome; n: number }>`
    with last_outcome as (
      select distinct on (journey) outcome, created_at as at
      from (${brandEvents}) e where kind = 'outcome' order by journey, created_at desc
    )
    select ${utcDay('at')} as day, outcome, cast(count(*) as integer) as n
    from last_outcome where at >= ${q.since} group by 1, 2`.execute(db);
  const ended = (day: string, outcome: JourneyOutcome) =>
    ends.find((row) => row.day === day && row.outcome === outcome)?.n ?? 0;
  return days.map(({ day, started }) => ({
    day,
    started,
    ended: Object.fromEntries(
      journeyOutcomes.map((outcome) => [outcome, ended(day, outcome)]),
    ) as Record<JourneyOutcome, number>,
  }));
}

/** The UTC calendar date of a moment, YYYY-MM-DD. */
const utcDate = (at: Date) => at.toISOString().slice(0, 10);
