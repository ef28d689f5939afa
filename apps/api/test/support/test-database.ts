import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/**
 * A worker's PGlite instances, loaded from the migrated template once and handed out again:
 * loading a copy costs 2-3 s of CPU (WASM start, the data directory, Postgres's start-up), and
 * the API project opens one per file and more per test (issue 19). Files share a worker's
 * modules (vitest.config.ts, `isolate: false`), so the pool lives as long as the worker.
 */
const idle: PGlite[] = [];

/** Every table the migrations made, emptied: what a fresh copy of the template holds. */
async function emptied(client: PGlite): Promise<PGlite> {
  const { rows } = await client.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables
     where schemaname = 'public' and tablename not like 'kysely_migration%'`,
  );
  if (rows.length > 0) {
    await client.exec(
      `truncate ${rows.map((row) => row.name).join(', ')} restart identity cascade`,
    );
  }
  return client;
}

/**
 * A pooled PGlite as one file's own: closing it hands it back to the pool. The Kysely that
 * wraps it is destroyed by that close and refuses any later query, so a finished file's late
 * write (a timer after app.close) cannot land in its successor's database.
 */
function lent(client: PGlite): PGlite {
  let returned = false;
  return new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return returned;
      if (property === 'close') {
        return () => {
          if (!returned) idle.push(client);
          returned = true;
          return Promise.resolve();
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      // Bound to the PGlite itself: its methods read private fields a proxy does not have.
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/** In-memory PGlite: a copy of the migrated template (pglite-template.ts) when there is one. */
async function openPglite(): Promise<Db> {
  const template = inject('pgliteTemplate');
  if (template === undefined) return openDatabase({});
  const pooled = idle.pop();
  const client = pooled
    ? await emptied(pooled)
    : new PGlite({ loadDataDir: new Blob([await readFile(template)]) });
  return new Kysely<Database>({ dialect: new PGliteDialect(lent(client)) });
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

/**
 * A DATA_DIR whose PGlite is already migrated (a copy of the template), for a server, a command
 * or an app on disk whose subject is not the first start: that start is default-start.test.ts's.
 */
export function migratedDataDir(prefix: string): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const template = inject('pgliteTemplateDir');
  if (template !== undefined) cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}
