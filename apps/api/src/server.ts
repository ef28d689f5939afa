// Entry point of `npm run serve`: environment, database, migrations, listen, retention,
// graceful stop.
import { buildApp } from './app.ts';
import { EnvError, loadEnv, type Env } from './config/env.ts';
import { httpServerSettings } from './config/http-server.ts';
import { retentionPolicy } from './config/retention-env.ts';
import { claimDataDir } from './db/data-dir-owner.ts';
import { rekeyLegacyOptOuts } from './customers/opt-out-store.ts';
import { migrateToLatest, openDatabase } from './db/open-database.ts';
import { scheduleRetention } from './retention/schedule.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function readEnv(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
}

function claim(env: Env): () => void {
  if (env.DATABASE_URL !== undefined) return () => undefined;
  try {
    return claimDataDir(env.DATA_DIR);
  } catch (error) {
    return fail((error as Error).message);
  }
}

const env = readEnv();
const releaseDataDir = claim(env);
const db = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
let ready = false;
const app = await buildApp({ env, db, isReady: () => ready });

await app.listen({ port: env.PORT, host: env.HOST });
// buildApp gave the server its timeouts and connection caps (config/http-server.ts); the log
// says which, so a deploy can check them against its balancer's.
app.log.info({ http: httpServerSettings(env) }, 'http server limits');
try {
  // Several instances may start at once: the migration lock lets one apply, the rest none.
  const applied = await migrateToLatest(db);
  await rekeyLegacyOptOuts(db, env.APP_SECRET);
  ready = true;
  app.log.info(
    {
      driver: env.DATABASE_URL ? 'postgres' : 'pglite',
      applied,
      appEnv: env.APP_ENV,
      nodeEnv: env.NODE_ENV,
      devEndpoints: env.DEV_ENDPOINTS,
    },
    'database ready',
  );
} catch (error) {
  app.log.fatal({ err: error }, 'database migration failed');
  await app.close();
  await db.destroy();
  releaseDataDir();
  process.exit(1);
}
const stopRetention = scheduleRetention(
  db,
  retentionPolicy(env),
  env.RETENTION_INTERVAL_MINUTES,
  app.log,
);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  // close() stops accepting connections and waits for in-flight requests to finish.
  await app.close();
  await stopRetention();
  await db.destroy();
  releaseDataDir();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
