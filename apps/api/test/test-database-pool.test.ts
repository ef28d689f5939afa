// The PGlite pool of test-database.ts (issue 19): a file's database is as empty as a fresh copy
// of the migrated template, whatever the file before it wrote, and a finished file's handle
// can no longer reach the database its successor now holds.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, leadCount, onPostgresStage } from './support/test-database.ts';

describe.skipIf(onPostgresStage)('a pooled test database', () => {
  // The pool empties every table but the migrations' own: right only while no migration seeds
  // rows. One that does must be re-seeded by the pool (ADR 0053); this fails first.
  it('is a fresh copy of the template once emptied: the migrations seed no rows', async () => {
    const database = await createTestDatabase();
    try {
      const { rows: tables } = await sql<{ name: string }>`
        select tablename as name from pg_tables
        where schemaname = 'public' and tablename not like 'kysely_migration%'`.execute(
        database.db,
      );
      const seeded = [];
      for (const { name } of tables) {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from ${sql.table(name)}`.execute(database.db);
        if (rows[0]?.n) seeded.push(name);
      }
      expect(tables.length).toBeGreaterThan(10);
      expect(seeded).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('comes back empty, and the handle handed back refuses work', async () => {
    const first = await createTestDatabase();
    await first.db
      .insertInto('rate_limits')
      .values({ key: 'pool-check', count: 1, reset_at: new Date() })
      .execute();
    await first.close();
    const second = await createTestDatabase();
    try {
      expect(await leadCount(second.db)).toBe(0);
      const rows = await second.db.selectFrom('rate_limits').selectAll().execute();
      expect(rows).toEqual([]);
      await expect(first.db.selectFrom('leads').selectAll().execute()).rejects.toThrow();
    } finally {
      await second.close();
    }
  });
});
