import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/open-database.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { bucketOf, quantileOf, type BucketCount } from '../figures/log-histogram.ts';
import { readFigures } from '../figures/read-figures.ts';
import { utcDate, utcDaysEnding } from '../figures/utc-days.ts';
import type { VitalsP75Row } from './vitals-store.ts';

// Daily rollups of the field data (ADR 0058). Per UTC day, brand, metric and device class, a
// log histogram of the values: how many reports fell in each bucket (figures/log-histogram.ts).
// The operator's p75 over 7 to 90 days then sums at most a few dozen buckets per group and day,
// whatever the number of raw rows behind them (2 M rows over 90 days took 3.2 s with
// percentile_cont over the raw rows). The raw rows stay, for `npm run vitals` (per step) and for
// a rebuild.

/**
 * Adds the counts of `source`'s rows (web_vitals' columns brand, device, metric, value and
 * created_at) to the rollup: one upsert that adds, its rows in key order, so reports written at
 * once by several instances take the rows' locks in the same order and never deadlock, and a
 * key two of them create at once is inserted by one and added to by the other. The one place
 * the rollup's rows are computed: storeVitals applies it to the rows it stores, the rebuild
 * (and the migration that made the table) to every stored row.
 */
export function addToVitalsRollups(source: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    insert into web_vitals_daily (day, brand, metric, device, bucket, reports)
    select cast((r.created_at at time zone 'UTC') as date), r.brand, r.metric, r.device,
      ${bucketOf(sql.ref('r.value'))}, count(*)
    from ${source} as r
    group by 1, 2, 3, 4, 5
    order by 1, 2, 3, 4, 5
    on conflict (day, brand, metric, device, bucket)
    do update set reports = web_vitals_daily.reports + excluded.reports`;
}

/**
 * Deletes the rollup and recomputes it from the raw rows, in one transaction: after a restore
 * or a bulk import of raw rows, or once every instance runs the code that keeps it (an older
 * instance still storing reports during a rolling start adds raw rows only). Readers go on
 * reading the old rollup until the commit; storeVitals waits for it (the table lock below), so
 * no report is counted twice or lost while the raw rows are being read.
 */
export async function rebuildVitalsRollups(db: Db): Promise<{ days: number; rows: number }> {
  const work = async (trx: Db) => {
    // EXCLUSIVE conflicts with the ROW EXCLUSIVE lock an insert takes, not with reads: a report
    // stored under way is committed before the raw rows are read, a later one waits. Without
    // it, reports upserting rows the delete has locked deadlock with it (the two-writer test).
    await sql`lock table web_vitals_daily in exclusive mode`.execute(trx);
    await trx.deleteFrom('web_vitals_daily').execute();
    const { rows } = await sql<{ days: number | string; rows: number | string }>`
      with filled as (${addToVitalsRollups(sql.table('web_vitals'))} returning day)
      select count(distinct day) as days, count(*) as rows from filled`.execute(trx);
    return { days: Number(rows[0]?.days ?? 0), rows: Number(rows[0]?.rows ?? 0) };
  };
  // A migration's database is a transaction already.
  return inTransaction(db, work);
}

export interface VitalsDays {
  /** How many UTC calendar days, the last one included. */
  days: number;
  /** A moment of the last day (today, so far, for the operator's figure). */
  lastDay: Date;
}

/**
 * p75 per brand, metric and device class over whole UTC days, from the rollup only: each
 * group's buckets summed over the days, p75 taken as percentile_disc takes it from raw values,
 * at the bucket's resolution (within 5 %); `count` is exact.
 */
export async function vitalsP75FromRollups(db: Db, period: VitalsDays): Promise<VitalsP75Row[]> {
  const rows = await readFigures(db, (trx) =>
    trx
      .selectFrom('web_vitals_daily')
      .select(['brand', 'metric', 'device', 'bucket'])
      .select(sql<number | string>`sum(reports)`.as('reports'))
      .where('day', '>=', utcDaysEnding(period.days, period.lastDay).firstDay)
      .where('day', '<=', utcDate(period.lastDay))
      .groupBy(['brand', 'metric', 'device', 'bucket'])
      .orderBy('brand')
      .orderBy('metric')
      .orderBy('device')
      .execute(),
  );
  const groups = new Map<string, { row: Omit<VitalsP75Row, 'p75'>; histogram: BucketCount[] }>();
  for (const { brand, metric, device, bucket, reports } of rows) {
    const key = `${brand}\u0000${metric}\u0000${device}`;
    let group = groups.get(key);
    if (group === undefined) {
      group = { row: { brand, metric, device, count: 0 }, histogram: [] };
      groups.set(key, group);
    }
    group.row.count += Number(reports);
    group.histogram.push({ bucket, count: Number(reports) });
  }
  return [...groups.values()].map(({ row, histogram }) => ({
    ...row,
    p75: quantileOf(histogram, 0.75) ?? 0,
  }));
}
