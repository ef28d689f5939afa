// Entry point of `npm run serve`: environment, database, migrations, listen, graceful stop.
import { buildApp } from './app.ts';
import { EnvError, loadEnv, type Env } from './config/env.ts';
import { rekeyLegacyOptOuts } from './customers/opt-out-store.ts';
import { migrateToLatest, openDatabase } from './db/open-database.ts';

function readEnv(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const env = readEnv();
const db = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
let ready = false;
const app = await buildApp({ env, db, isReady: () => ready });

await app.listen({ port: env.PORT, host: env.HOST });
try {
  // Several instances may start at once: the migration lock lets one apply, the rest none.
  const applied = await migrateToLatest(db);
  await rekeyLegacyOptOuts(db, env.APP_SECRET);
  ready = true;
  app.log.info({ driver: env.DATABASE_URL ? 'postgres' : 'pglite', applied }, 'database ready');
} catch (error) {
  app.log.fatal({ err: error }, 'database migration failed');
  await app.close();
  await db.destroy();
  process.exit(1);
}

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  // close() stops accepting connections and waits for in-flight requests to finish.
  await app.close();
  await db.destroy();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
