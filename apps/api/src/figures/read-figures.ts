import { sql } from 'kysely';
import type { Db } from '../db/open-database.ts';

/**
 * Runs an operator figure's reads in one transaction without parallel workers. Each read is an
 * index-only scan of a few hundred thousand rollup rows at most; on a two-core server under
 * load, gathering workers for it cost more than it saved: 240-300 ms for the 90-day funnel's
 * histograms with two workers, 75 ms without (ADR 0058).
 */
export function readFigures<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
    return read(trx);
  });
}
