import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testEnv } from '../src/config/env.ts';
import { migrateToLatest, openDatabase } from '../src/db/open-database.ts';
import { xsrfSession } from '../src/test-support/xsrf-session.ts';
import { fiestaLoan } from './support/lead-walk.ts';
import { migratedDataDir, onPostgresStage } from './support/test-database.ts';

async function start(dataDir: string) {
  const db = openDatabase({ dataDir });
  await migrateToLatest(db);
  const app = await buildApp({ env: testEnv({ DATA_DIR: dataDir }), db });
  return {
    app,
    db,
    stop: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

describe.skipIf(onPostgresStage)('PGlite persistence', () => {
  it('keeps a lead across a restart on the same DATA_DIR', async () => {
    const dataDir = migratedDataDir('api-restart-');
    const first = await start(dataDir);
    const client = await xsrfSession(first.app);
    const created = await client.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: { ...fiestaLoan, tags: ['ui:react'] },
    });
    const id = created.json<{ id: string }>().id;
    await first.stop();

    const second = await start(dataDir);
    // The browser's cookies (the lead's access cookie among them) outlive the server's restart.
    const status = await second.app.inject({
      method: 'GET',
      url: `/api/lead/status/${id}`,
      cookies: client.cookies,
    });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ id, progressState: 2 });
    await second.stop();
  }, 60_000);
});
