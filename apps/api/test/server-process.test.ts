import { describe, expect, it } from 'vitest';
import { startApiProcess } from './support/api-process.ts';
import { migratedDataDir, onPostgresStage } from './support/test-database.ts';

describe.skipIf(onPostgresStage)('server process', () => {
  it('becomes healthy, then stops cleanly on SIGTERM', async () => {
    const api = await startApiProcess({
      DATA_DIR: migratedDataDir('api-proc-'),
      LOG_LEVEL: 'silent',
    });
    // A deadline rather than a count of tries: on a loaded 2-core machine the child's start
    // (tsx, then PGlite on disk) has taken over 30 s. The test's timeout leaves room
    // for the stop after it.
    expect(await api.healthy(90_000)).toBe(true);
    expect(await api.stop()).toBe(0);
    await expect(fetch(`${api.origin}/api/health`)).rejects.toThrow();
  }, 120_000);
});
