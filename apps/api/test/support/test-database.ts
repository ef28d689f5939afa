import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../../src/db/open-database.ts';
import { PGliteDialect } from '../../src/db/pglite-dialect.ts';
import type { Database } from '../../src/db/schema.ts';

export interface TestDatabase {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * npm test's PostgreSQL stage (scripts/pg-test.mjs sets TEST_DATABASE_URL). A test whose subject
 * is a spawned process (the server, a command) or PGlite on disk opens its own PGlite under
 * DATA_DIR in either stage, so this stage would only repeat it: such tests are
 * `skipIf(onPostgresStage)` and run once, in the PGlite stage (about a minute, issue 19).
 */
export const onPostgresStage = Boolean(process.env.TEST_DATABASE_URL);

/** In-memory PGlite: a copy of the migrated template (pglite-template.ts) when there is one. */
async function openPglite(): Promise<Db> {
  const template = inject('pgliteTemplate');
  if (template === undefined) return openDatabase({});
  const loadDataDir = new Blob([await readFile(template)]);
  return new Kysely<Database>({ dialect: new PGliteDialect(new PGlite({ loadDataDir })) });
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a new database created there and dropped after.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') {
    const db = await openPglite();
    // A no-op on the template's copy; still run, so a database is never used unmigrated.
    await migrateToLatest(db);
    return { db, driver: 'pglite', close: () => db.destroy() };
  }
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openDatabase({ databaseUrl: url.toString() });
  await migrateToLatest(db);
  return {
    db,
    driver: 'postgres',
    async close() {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** How many leads the database holds: what a refused create must leave unchanged. */
export async function leadCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
