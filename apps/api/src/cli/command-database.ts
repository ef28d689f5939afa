import { loadEnv, type Env } from '../config/env.ts';
import { claimDataDir } from '../db/data-dir-owner.ts';
import { migrateToLatest, openDatabase, type Db } from '../db/open-database.ts';

export interface CommandDatabase {
  env: Env;
  db: Db;
  close: () => Promise<void>;
}

/** The server's database for a one-off command (`npm run retention`, `npm run erase`). */
export async function openCommandDatabase(): Promise<CommandDatabase> {
  const env = loadEnv();
  const release = env.DATABASE_URL === undefined ? claimDataDir(env.DATA_DIR) : () => undefined;
  const db = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrateToLatest(db);
  return {
    env,
    db,
    async close() {
      await db.destroy();
      release();
    },
  };
}

/** Runs a command: a thrown error is one line on stderr and exit code 1. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
