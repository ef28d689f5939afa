import { sql, type Kysely, type Migration } from 'kysely';
import { rebuildVitalsRollups } from '../../vitals/vitals-rollups.ts';
import type { Database } from '../schema.ts';

// Daily rollups of the field data (ADR 0058): per UTC day, brand, metric and device class, how
// many reports fell in each log-histogram bucket. The key starts with the day, the range every
// read (the operator's period, every brand) and the retention's delete take, and includes the
// count, so a period is an index-only scan even once retention's deletes have left room in the
// heap that later days fill out of order. Filled from the rows already stored by the rebuild's
// own statement, so the two can never disagree.
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table web_vitals_daily (
        day date not null,
        brand text not null,
        metric text not null,
        device text not null,
        bucket integer not null,
        reports integer not null,
        primary key (day, brand, metric, device, bucket) include (reports)
      )`.execute(db);
    await rebuildVitalsRollups(db as Kysely<Database>);
  },
};
