import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../../src/db/open-database.ts';
import { PGliteDialect } from '../../src/db/pglite-dialect.ts';
import type { Database } from '../../src/db/schema.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory as a tar file; absent when tests run on PostgreSQL. */
    pgliteTemplate?: string;
    /** The same database as a data directory on disk, for a server or command to start on. */
    pgliteTemplateDir?: string;
  }
}

/**
 * Vitest global setup: migrates one PGlite database on disk and saves its data directory, so
 * each test file starts from a copy instead of running initdb and the migrations again (initdb
 * is most of a PGlite start: ~3 s of CPU, against ~0.7 s to load the copy). The directory
 * itself stays for the servers and commands the tests spawn (migratedDataDir in
 * test-database.ts): a spawned start on a fresh DATA_DIR ran initdb for about 6 s more.
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'api-pglite-template-'));
  // Where a server's PGlite lives under its DATA_DIR (src/db/open-database.ts).
  const onDisk = path.join(dir, 'pglite');
  const client = new PGlite(onDisk);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  let dump: Blob;
  try {
    await migrateToLatest(db);
    dump = await client.dumpDataDir('none');
  } finally {
    await db.destroy();
  }
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgliteTemplateDir', onDisk);
  return () => {
    rmSync(dir, { recursive: true, force: true });
  };
}
