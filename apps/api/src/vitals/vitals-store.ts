import type { VitalsReport } from '@finceptiv/contract/api';
import { sql } from 'kysely';
import type { Db } from '../db/open-database.ts';
import { jsonb } from '../db/json.ts';
import { addToVitalsRollups } from './vitals-rollups.ts';

// Field data (issue 22 item 5, ADR 0029). Rows hold brand, device class, step, metric, value
// and the hour; percentiles are computed by the database (percentile_cont, the same on PGlite
// and PostgreSQL), never by loading rows into the process. Each report also adds to the daily
// rollup the operator's figure reads (vitals-rollups.ts); vitalsP75 reads the raw rows, for
// `npm run vitals` and its split by step.

const HOUR = 60 * 60 * 1000;

/** The hour a report came in: the exact second would only help tie a row to an access log. */
export const hourOf = (now: Date): Date => new Date(Math.floor(now.getTime() / HOUR) * HOUR);

export async function storeVitals(db: Db, report: VitalsReport, now: Date): Promise<number> {
  const created_at = hourOf(now);
  const rows = report.entries.map((entry) => ({
    brand: report.brand,
    device: report.device,
    step: entry.step,
    metric: entry.metric,
    value: entry.value,
    attribution: entry.attribution ? jsonb(entry.attribution) : null,
    created_at,
  }));
  // One statement: the raw rows and their counts in the daily rollup (vitals-rollups.ts) are
  // stored together or not at all, without a transaction's extra round trips.
  const stored = db
    .insertInto('web_vitals')
    .values(rows)
    .returning(['brand', 'device', 'metric', 'value', 'created_at']);
  await sql`with stored as (${stored}) ${addToVitalsRollups(sql.table('stored'))}`.execute(db);
  return rows.length;
}

export interface VitalsP75Row {
  brand: string;
  metric: string;
  device: string;
  /** Only with `byStep`: the step the figure belongs to. */
  step?: string;
  p75: number;
  /** How many reports the figure stands on: below a few dozen it is noise. */
  count: number;
}

export interface VitalsQuery {
  /** Reports from this time on (inclusive). */
  since: Date;
  /** Before this time (exclusive); now by default. */
  until?: Date;
  metric?: string;
  /** One row per step as well (Next-to-painted is per step by nature). */
  byStep?: boolean;
}

/** p75 per brand, metric and device class (and step), over a period, in the database. */
export async function vitalsP75(db: Db, query: VitalsQuery): Promise<VitalsP75Row[]> {
  let q = db
    .selectFrom('web_vitals')
    .select([
      'brand',
      'metric',
      'device',
      sql<number | string>`percentile_cont(0.75) within group (order by value)`.as('p75'),
      sql<number | string>`cast(count(*) as integer)`.as('count'),
    ])
    .where('created_at', '>=', query.since)
    .groupBy(['brand', 'metric', 'device'])
    .orderBy('brand')
    .orderBy('metric')
    .orderBy('device');
  if (query.until) q = q.where('created_at', '<', query.until);
  if (query.metric) q = q.where('metric', '=', query.metric);
  if (query.byStep) q = q.select('step').groupBy('step').orderBy('step');
  const rows = await q.execute();
  return rows.map((row) => ({ ...row, p75: Number(row.p75), count: Number(row.count) }));
}
