import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app.ts';
import { testEnv, type Env } from '../../src/config/env.ts';
import { xsrfSession, type XsrfSession } from '../../src/test-support/xsrf-session.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  client: XsrfSession;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { env?: Partial<Env>; deps?: Omit<Partial<AppDeps>, 'env' | 'db'> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ env: testEnv(options.env), db: database.db, ...options.deps });
  await app.ready();
  const client = await xsrfSession(app);
  return {
    app,
    database,
    client,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
