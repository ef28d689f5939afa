// `npm run retention`: one retention pass (the server also runs it every
// RETENTION_INTERVAL_MINUTES). Progress on stderr, per task: rows so far, batches, time; then
// what each kind of record lost, and the duration, as JSON on stdout. Ctrl-C or SIGTERM stops
// the pass after the batch in progress (what it committed stays; the next pass takes up the
// rest, ADR 0059), prints the summary with `"complete": false` and exits 1.
import { retentionPolicy } from '../config/retention-env.ts';
import { runRetention, type TaskProgress } from '../retention/retention-job.ts';
import { openCommandDatabase, runCommand } from './command-database.ts';

/** A task's line at most this often while it runs, and once when it is done. */
const PROGRESS_EVERY_MS = 2000;

function progressLine({ task, rows, batches, elapsedMs, done }: TaskProgress): string {
  const seconds = (elapsedMs / 1000).toFixed(1);
  const batchWord = batches === 1 ? 'batch' : 'batches';
  return `retention ${task}: ${rows} rows, ${batches} ${batchWord}, ${seconds} s${done ? ', done' : ''}\n`;
}

runCommand(async () => {
  const { env, db, close } = await openCommandDatabase();
  const stop = new AbortController();
  const onSignal = () => {
    process.stderr.write('retention: stopping after the batch in progress\n');
    stop.abort();
  };
  // Once: a second Ctrl-C ends the process at once (the batch in progress rolls back).
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let lastLine = 0;
  try {
    const report = await runRetention(db, retentionPolicy(env), new Date(), {
      signal: stop.signal,
      onProgress(progress) {
        const at = performance.now();
        if (!progress.done && at - lastLine < PROGRESS_EVERY_MS) return;
        lastLine = progress.done ? 0 : at;
        process.stderr.write(progressLine(progress));
      },
    });
    process.stdout.write(`${JSON.stringify(report)}\n`);
    if (!report.complete) process.exitCode = 1;
  } finally {
    await close();
  }
});
