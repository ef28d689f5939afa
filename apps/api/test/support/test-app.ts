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

export interface TestAppOptions {
  env?: Partial<Env>;
  deps?: Omit<Partial<AppDeps>, 'env' | 'db'>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
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

/** A test app logging at info into `lines`, one JSON line each, for the tests that read its log. */
export function createLoggingTestApp(lines: string[], options: TestAppOptions = {}) {
  return createTestApp({
    env: { LOG_LEVEL: 'info', ...options.env },
    deps: { logStream: { write: (line) => lines.push(line) }, ...options.deps },
  });
}
