// `npm run retention`: one retention pass (the server also runs it every
// RETENTION_INTERVAL_MINUTES). Prints what each kind of record lost, as JSON.
import { retentionPolicy } from '../config/retention-env.ts';
import { runRetention } from '../retention/retention-job.ts';
import { openCommandDatabase, runCommand } from './command-database.ts';

runCommand(async () => {
  const { env, db, close } = await openCommandDatabase();
  try {
    const report = await runRetention(db, retentionPolicy(env));
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } finally {
    await close();
  }
});
