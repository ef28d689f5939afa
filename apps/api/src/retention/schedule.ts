import type { FastifyBaseLogger } from 'fastify';
import type { RetentionPolicy } from '../config/retention-env.ts';
import type { Db } from '../db/open-database.ts';
import { runRetention } from './retention-job.ts';

const FIRST_RUN_DELAY_MS = 30_000;

/**
 * Runs retention in the server every `intervalMinutes` (0: never; a cron runs `npm run
 * retention` instead), the first time shortly after start. Every instance runs its own pass;
 * passes at once share the work (rows are claimed, retention-job.ts). Returns a stop that ends
 * a pass in progress after its current batch and waits for that, so shutdown never closes the
 * database under it nor waits for a long first pass; the next start takes up the rest.
 */
export function scheduleRetention(
  db: Db,
  policy: RetentionPolicy,
  intervalMinutes: number,
  log: FastifyBaseLogger,
): () => Promise<void> {
  if (intervalMinutes === 0) return () => Promise.resolve();
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= runRetention(db, policy, new Date(), { signal: stopping.signal })
      .then((report) => {
        log.info({ event: 'retention.run', ...report }, 'retention run');
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'retention run failed');
      })
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, FIRST_RUN_DELAY_MS);
  const every = setInterval(tick, intervalMinutes * 60_000);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    stopping.abort();
    await running;
  };
}
