import { sql, type RawBuilder } from 'kysely';
import { inTransaction } from '../db/in-transaction.ts';
import type { Db } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import { bucketOf } from '../figures/log-histogram.ts';

// Daily rollups of the journey events (ADR 0058). Each journey adds to the rollup rows of the
// UTC day it started (its first event): the steps it reached and completed, how long each took
// and how far into the journey it was met (log-histogram buckets), the field errors it met and
// how it ended; and to the row of the day its last decision fell. What a journey adds is a
// function of its own events only, written once below as SQL over any set of events: the
// rebuild applies it to every stored event, and each report applies the difference between it
// over the journey's events with and without the report's (journey-store.ts). The operator's
// figures then read days of rollups, whatever the number of raw events behind them.

/** Rows of events, in journey_events' columns, that a contribution reads. */
export type EventSource = RawBuilder<unknown>;

interface Rollup {
  table: keyof Database;
  /** The key columns, the table's primary key, in the order rows are locked. */
  keys: readonly string[];
  /** The counted columns: a journey adds to them, a report adds its difference. */
  counts: readonly string[];
  /** Rows of keys and counts, summed per key, that the events' journeys add. */
  contribution: (events: EventSource) => RawBuilder<unknown>;
}

/** The UTC calendar day of a moment, as a date. */
const dayOf = (at: string) => sql.raw(`cast((${at} at time zone 'UTC') as date)`);

/** Each journey's first event: the journey's start and the day it counts in. */
const starts = sql`starts as (
  select brand, journey, min(created_at) as started from e group by brand, journey
)`;

/**
 * Each step a journey reached: when first shown, when first completed (if ever), and the
 * journey's start. A step completed without being shown (an event lost) is not a step reached.
 */
const stepsReached = sql`${starts},
  shown as (
    select brand, journey, step, min(created_at) as at from e where kind = 'reached'
    group by brand, journey, step
  ),
  done as (
    select brand, journey, step, min(created_at) as at from e where kind = 'completed'
    group by brand, journey, step
  ),
  steps as (
    select s.brand, ${dayOf('st.started')} as day, s.step, s.at as shown_at,
      d.at as completed_at, st.started
    from shown s
    join starts st on st.brand = s.brand and st.journey = s.journey
    left join done d on d.brand = s.brand and d.journey = s.journey and d.step = s.step
  )`;

/**
 * Each journey's last decision: the latest outcome event (ties, two decisions in the same
 * millisecond, broken by their content, so any order of arrival gives the same one).
 */
const lastDecisions = sql`last_decision as (
  select distinct on (brand, journey) brand, journey, outcome, partner, created_at
  from e where kind = 'outcome'
  order by brand, journey, created_at desc, outcome desc, partner desc nulls last
)`;

/** Where a journey stands: `undecided` until an outcome; partner '' when none (a key). */
export const undecided = 'undecided';

export const journeyRollups = {
  steps: {
    table: 'journey_step_daily',
    keys: ['brand', 'day', 'step'],
    counts: ['reached', 'completed'],
    contribution: (events) => sql`
      with e as (${events}), ${stepsReached}
      select brand, day, step, count(*) as reached, count(completed_at) as completed
      from steps group by brand, day, step`,
  },
  // Two histograms per step: 'time', from shown to completed (a completion before the step was
  // shown is counted as completed but has no time); 'position', from the journey's start to
  // the step shown, which orders the funnel's steps as applicants meet them.
  stepTimes: {
    table: 'journey_step_times',
    keys: ['brand', 'day', 'step', 'measure', 'bucket'],
    counts: ['journeys'],
    contribution: (events) => sql`
      with e as (${events}), ${stepsReached},
      measured as (
        select brand, day, step, 'time' as measure,
          ${bucketOf(sql`extract(epoch from completed_at - shown_at)`)} as bucket
        from steps where completed_at >= shown_at
        union all
        select brand, day, step, 'position' as measure,
          ${bucketOf(sql`extract(epoch from shown_at - started)`)} as bucket
        from steps
      )
      select brand, day, step, measure, bucket, count(*) as journeys
      from measured group by brand, day, step, measure, bucket`,
  },
  fieldErrors: {
    table: 'journey_field_error_daily',
    keys: ['brand', 'day', 'step', 'field', 'message', 'source'],
    counts: ['shown', 'journeys', 'corrected'],
    contribution: (events) => sql`
      with e as (${events}), ${starts},
      met as (
        select brand, journey, step, field, message, source,
          count(*) as shown, min(created_at) as first_at
        from e where kind = 'field-error'
        group by brand, journey, step, field, message, source
      ),
      last_done as (
        select brand, journey, step, max(created_at) as at from e where kind = 'completed'
        group by brand, journey, step
      )
      select m.brand, ${dayOf('st.started')} as day, m.step, m.field, m.message, m.source,
        sum(m.shown) as shown, count(*) as journeys,
        count(*) filter (where d.at > m.first_at) as corrected
      from met m
      join starts st on st.brand = m.brand and st.journey = m.journey
      left join last_done d on d.brand = m.brand and d.journey = m.journey and d.step = m.step
      group by 1, 2, 3, 4, 5, 6`,
  },
  outcomes: {
    table: 'journey_outcome_daily',
    keys: ['brand', 'day', 'outcome', 'partner'],
    counts: ['journeys'],
    contribution: (events) => sql`
      with e as (${events}), ${starts}, ${lastDecisions}
      select st.brand, ${dayOf('st.started')} as day,
        coalesce(d.outcome, ${undecided}) as outcome, coalesce(d.partner, '') as partner,
        count(*) as journeys
      from starts st
      left join last_decision d on d.brand = st.brand and d.journey = st.journey
      group by 1, 2, 3, 4`,
  },
  // The day of each journey's last decision, for the applications-per-day chart.
  decisions: {
    table: 'journey_decision_daily',
    keys: ['brand', 'day', 'outcome'],
    counts: ['journeys'],
    contribution: (events) => sql`
      with e as (${events}), ${lastDecisions}
      select brand, ${dayOf('created_at')} as day, outcome, count(*) as journeys
      from last_decision group by 1, 2, 3`,
  },
} satisfies Record<string, Rollup>;

const rollups: readonly Rollup[] = Object.values(journeyRollups);

const columns = (names: readonly string[]) => sql.raw(names.join(', '));

/**
 * Adds to each rollup what `after` contributes less what `before` did: one statement per
 * table, its rows in key order (so two reports lock shared rows in the same order and never
 * deadlock), each an upsert that adds, so several instances can apply reports at once.
 */
export async function applyDifference(
  db: Db,
  before: EventSource,
  after: EventSource,
): Promise<void> {
  for (const rollup of rollups) {
    const keys = columns(rollup.keys);
    const sums = sql.raw(rollup.counts.map((c) => `cast(sum(${c}) as integer) as ${c}`).join(', '));
    const counted = columns([...rollup.keys, ...rollup.counts]);
    const negated = sql.raw(
      [...rollup.keys, ...rollup.counts.map((c) => `-${c} as ${c}`)].join(', '),
    );
    const changed = sql.raw(rollup.counts.map((c) => `sum(${c}) <> 0`).join(' or '));
    const added = sql.raw(
      rollup.counts.map((c) => `${c} = ${rollup.table}.${c} + excluded.${c}`).join(', '),
    );
    await sql`
      insert into ${sql.table(rollup.table)} (${keys}, ${columns(rollup.counts)})
      select ${keys}, ${sums} from (
        select ${counted} from (${rollup.contribution(after)}) as a
        union all
        select ${negated} from (${rollup.contribution(before)}) as b
      ) as difference
      group by ${keys}
      having ${changed}
      order by ${keys}
      on conflict (${keys}) do update set ${added}`.execute(db);
  }
}

export interface RebuildReport {
  journeys: number;
  events: number;
  /** Rows written per rollup table. */
  rows: Record<string, number>;
}

/**
 * Recomputes every rollup and the journeys' state from the stored events, in one transaction
 * (the figures never show a half-built rollup): after a restore, a bulk import, or events
 * changed outside the API. The sort over all events is the costly part: 1.5 GB of memory for
 * it would spare the disk, the default spills and still finishes.
 */
export async function rebuildJourneyRollups(db: Db): Promise<RebuildReport> {
  // A migration's database is a transaction already.
  return inTransaction(db, async (trx) => {
    const all = sql`select brand, journey, kind, step, field, message, source, outcome, partner,
      created_at from journey_events`;
    const rows: Record<string, number> = {};
    for (const rollup of rollups) {
      await sql`delete from ${sql.table(rollup.table)}`.execute(trx);
      await sql`
        insert into ${sql.table(rollup.table)} (${columns(rollup.keys)}, ${columns(rollup.counts)})
        ${rollup.contribution(all)}`.execute(trx);
      rows[rollup.table] = await countRows(trx, rollup.table);
    }
    await sql`delete from journeys`.execute(trx);
    await sql`
      insert into journeys (brand, journey, started_at, last_seen, decided)
      select brand, journey, min(created_at), max(created_at), bool_or(kind = 'outcome')
      from journey_events group by brand, journey`.execute(trx);
    return {
      journeys: await countRows(trx, 'journeys'),
      events: await countRows(trx, 'journey_events'),
      rows,
    };
  });
}

async function countRows(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select cast(count(*) as integer) as n from ${sql.table(table)}`.execute(db);
  return rows[0]?.n ?? 0;
}
