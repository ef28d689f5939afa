import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { ensurePrivateDir } from '../config/app-secret.ts';
import { migrationProvider } from './migrations.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `undefined` means in memory (tests). */
  dataDir?: string | undefined;
}

export function openDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl !== undefined) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next checkout.
    pool.on('error', (error) => {
      process.stderr.write(`postgres idle client error: ${error.message}\n`);
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  let client: PGlite;
  if (options.dataDir === undefined) {
    client = new PGlite();
  } else {
    // Applicants' data: only the server's own user may read the directory (ADR 0021).
    ensurePrivateDir(options.dataDir);
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    client = new PGlite(dir);
  }
  return new Kysely<Database>({ dialect: new PGliteDialect(client) });
}

// Any fixed number: the key of the session lock instances take around migrating.
const MIGRATION_LOCK = 7_204_001_400;

/**
 * Runs the pending migrations; returns the names this call applied. Instances starting
 * together on one PostgreSQL take turns under a session advisory lock held on one connection
 * around the whole migrator (Kysely locks only its run, not the creation of its own tables),
 * so the first migrates and the others find nothing left to do.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK)})`.execute(conn);
    try {
      // Branches add migrations with numbers reserved per branch (0011-0014), merged in any
      // order: a database that already ran 0014 must still take a later-merged 0011.
      const migrator = new Migrator({
        db: conn,
        provider: migrationProvider,
        allowUnorderedMigrations: true,
      });
      const { error, results = [] } = await migrator.migrateToLatest();
      const failed = results.find((r) => r.status === 'Error');
      if (error !== undefined || failed !== undefined) {
        const reason =
          error instanceof Error ? error.message : (failed?.migrationName ?? 'unknown error');
        throw new Error(`Database migration failed: ${reason}`);
      }
      return results.map((r) => r.migrationName);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK)})`.execute(conn);
    }
  });
}
