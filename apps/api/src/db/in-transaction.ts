import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Runs `work` in one transaction: the caller's, when it is already in one (a migration, a
 * request's transaction), else a new one.
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
