// The PGlite pool of test-database.ts (issue 19): a file's database is as empty as a fresh copy
// of the migrated template, whatever the file before it wrote, and a finished file's handle
// can no longer reach the database its successor now holds.
import { describe, expect, it } from 'vitest';
import { createTestDatabase, leadCount, onPostgresStage } from './support/test-database.ts';

describe.skipIf(onPostgresStage)('a pooled test database', () => {
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
