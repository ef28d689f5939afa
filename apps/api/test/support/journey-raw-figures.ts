import { abandonedAfterMs } from '@finceptiv/contract/journey';
import { sql } from 'kysely';
import type { Db } from '../../src/db/open-database.ts';
import { bucketOf, bucketValue } from '../../src/figures/log-histogram.ts';
import type { JourneyPeriod } from '../../src/journey/journey-figures.ts';
import { journeyRollups } from '../../src/journey/journey-rollups.ts';

// The operator's journey figures computed the long way, from every raw event of the period, with
// the definitions written out once more in plain SQL (percentile_disc for the medians, then its
// bucket's value): the reference the rollups must equal (ADR 0058). Test code only: this is the
// cost that grows with the events.

const DAY = 24 * 60 * 60 * 1000;

/** The brand's journeys begun in the period, with when they began, as a CTE named `begun`. */
const begun = (p: JourneyPeriod) => sql`begun as (
  select journey, min(created_at) as started, max(created_at) as last_seen
  from journey_events where brand = ${p.brand}
  group by journey
  having min(created_at) >= ${`${p.firstDay}T00:00:00Z`}
    and min(created_at) < ${new Date(Date.parse(p.lastDay) + DAY).toISOString()}
), e as (
  select j.* from journey_events j join begun b on b.journey = j.journey
  where j.brand = ${p.brand}
)`;

export async function rawFunnelSteps(db: Db, p: JourneyPeriod) {
  const { rows } = await sql<{
    step: string;
    reached: number;
    completed: number;
    median_bucket: number | null;
    position_bucket: number;
    exact_median: number | null;
  }>`
    with ${begun(p)},
    r as (select journey, step, min(created_at) as at from e where kind = 'reached' group by 1, 2),
    c as (select journey, step, min(created_at) as at from e where kind = 'completed' group by 1, 2)
    select r.step,
      cast(count(*) as integer) as reached,
      cast(count(c.at) as integer) as completed,
      ${bucketOf(sql`percentile_disc(0.5) within group (order by extract(epoch from c.at - r.at))
        filter (where c.at >= r.at)`)} as median_bucket,
      ${bucketOf(sql`percentile_disc(0.5) within group (order by extract(epoch from r.at - b.started))`)}
        as position_bucket,
      cast(percentile_disc(0.5) within group (order by extract(epoch from c.at - r.at))
        filter (where c.at >= r.at) as double precision) as exact_median
    from r join begun b on b.journey = r.journey
    left join c on c.journey = r.journey and c.step = r.step
    group by r.step`.execute(db);
  return rows
    .sort(
      (a, b) =>
        a.position_bucket - b.position_bucket ||
        b.reached - a.reached ||
        (a.step < b.step ? -1 : 1),
    )
    .map((row) => ({
      step: row.step,
      reached: row.reached,
      completed: row.completed,
      medianSeconds: row.median_bucket === null ? null : bucketValue(row.median_bucket),
      exactMedian: row.exact_median,
    }));
}

export async function rawFunnelOutcomes(db: Db, p: JourneyPeriod, now: Date) {
  const quietSince = new Date(now.getTime() - abandonedAfterMs).toISOString();
  const { rows } = await sql<{ outcome: string; partner: string | null; journeys: number }>`
    with ${begun(p)},
    last_decision as (
      select distinct on (journey) journey, outcome, partner from e where kind = 'outcome'
      order by journey, created_at desc, outcome desc, partner desc nulls last
    )
    select coalesce(d.outcome, 'abandoned') as outcome, d.partner,
      cast(count(*) as integer) as journeys
    from begun b left join last_decision d on d.journey = b.journey
    where d.journey is not null or b.last_seen < ${quietSince}
    group by 1, 2`.execute(db);
  const { rows: total } = await sql<{ n: number }>`
    with ${begun(p)} select cast(count(*) as integer) as n from begun`.execute(db);
  return {
    journeys: total[0]?.n ?? 0,
    outcomes: rows.sort(
      (a, b) =>
        b.journeys - a.journeys ||
        a.outcome.localeCompare(b.outcome) ||
        (a.partner ?? '').localeCompare(b.partner ?? ''),
    ),
  };
}

export async function rawFieldErrors(db: Db, p: JourneyPeriod) {
  const { rows } = await sql`
    with ${begun(p)},
    errors as (
      select journey, step, field, message, source,
        count(*) as shown, min(created_at) as first_at
      from e where kind = 'field-error'
      group by journey, step, field, message, source
    ),
    completed as (
      select journey, step, max(created_at) as at from e where kind = 'completed' group by 1, 2
    )
    select er.step, er.field, er.message, er.source,
      cast(sum(er.shown) as integer) as shown,
      cast(count(*) as integer) as journeys,
      cast(count(c.journey) filter (where c.at > er.first_at) as integer) as corrected
    from errors er
    left join completed c on c.journey = er.journey and c.step = er.step
    group by er.step, er.field, er.message, er.source
    order by 6 desc, 5 desc, 1, 2, 3, 4
    limit 50`.execute(db);
  return rows;
}

export async function rawApplicationsPerDay(db: Db, p: JourneyPeriod) {
  const { rows: started } = await sql<{ day: string; n: number }>`
    with ${begun(p)}
    select to_char(started at time zone 'UTC', 'YYYY-MM-DD') as day,
      cast(count(*) as integer) as n
    from begun group by 1`.execute(db);
  const { rows: ended } = await sql<{ day: string; outcome: string; n: number }>`
    with last_decision as (
      select distinct on (journey) outcome, created_at from journey_events
      where brand = ${p.brand} and kind = 'outcome'
      order by journey, created_at desc, outcome desc, partner desc nulls last
    )
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, outcome,
      cast(count(*) as integer) as n
    from last_decision
    where created_at >= ${`${p.firstDay}T00:00:00Z`}
      and created_at < ${new Date(Date.parse(p.lastDay) + DAY).toISOString()}
    group by 1, 2`.execute(db);
  return { started, ended };
}

/** Every rollup row that counts something, table by table, in key order. */
export async function rollupRows(db: Db): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const rollup of Object.values(journeyRollups)) {
    const counts = rollup.counts.map((c) => `${c} <> 0`).join(' or ');
    const { rows } = await sql`
      select to_char(day, 'YYYY-MM-DD') as day, ${sql.raw([...rollup.keys.filter((k) => k !== 'day'), ...rollup.counts].join(', '))}
      from ${sql.table(rollup.table)} where ${sql.raw(counts)}
      order by ${sql.raw(rollup.keys.join(', '))}`.execute(db);
    out[rollup.table] = rows;
  }
  return out;
}
