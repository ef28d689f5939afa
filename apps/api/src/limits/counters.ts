import { createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

// Fixed-window counters in the database every instance shares (migration 0014-rate-limits),
// so a budget holds in total however many instances count against it.

export interface Count {
  count: number;
  resetAt: Date;
}

/**
 * The row key of a budget's counter for one subject (client address, lead, phone number).
 * The subject is HMAC'd: the table holds no address or number, and a key cannot be guessed
 * from outside to pre-fill someone else's budget.
 */
export function counterKey(secret: string, budget: string, subject: string): string {
  const mac = createHmac('sha256', secret).update(`${budget}\n${subject}`).digest('base64url');
  return `${budget}:${mac.slice(0, 32)}`;
}

/**
 * Counts one use in one statement: a new or expired window starts at 1, a live one adds 1.
 * Two instances counting the same key at once are serialised by the row's conflict lock, so
 * no increment is lost (no read-then-write). Inside a transaction the use is undone with it.
 */
export async function countUse(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: Date,
): Promise<Count> {
  const resetAt = new Date(now.getTime() + windowMs);
  const expired = sql<boolean>`rate_limits.reset_at <= ${now}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`CASE WHEN ${expired} THEN 1 ELSE rate_limits.count + 1 END`,
        reset_at: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE rate_limits.reset_at END`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: row.count, resetAt: row.reset_at };
}

/** The count of a live window without using it (0 when none or expired). */
export async function peekCount(db: Kysely<Database>, key: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', key)
    .where('reset_at', '>', now)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Whole seconds until the window ends (at least 1): the Retry-After of a refusal. */
export function secondsUntilReset(count: Count, now: Date): number {
  return Math.max(1, Math.ceil((count.resetAt.getTime() - now.getTime()) / 1000));
}

/**
 * Deletes expired counters, a batch at a time. SKIP LOCKED: a counter some transaction is
 * counting right now is left for the next sweep instead of waited for (no deadlock with it).
 * Deleted by the claimed rows' addresses (a TID scan): `key in (claim)` was planned as a hash
 * join over the whole table, 60 ms a batch at 200,000 rows against 2 ms (PostgreSQL 15).
 */
export async function sweepExpiredCounters(
  db: Kysely<Database>,
  now: Date,
  batch = 1000,
): Promise<number> {
  const claimed = db
    .selectFrom('rate_limits')
    .select(sql`ctid`.as('ctid'))
    .where('reset_at', '<=', now)
    .limit(batch)
    .forUpdate()
    .skipLocked();
  const result = await db
    .deleteFrom('rate_limits')
    .where(sql<boolean>`ctid = any(array(${claimed}))`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface SweepBudget {
  /** Rows per batch (each batch its own statement). */
  batch?: number;
  /** Stops after the batch that crosses this much time, whatever is left. */
  budgetMs?: number;
}

/**
 * Deletes expired counters a batch at a time until a batch finds fewer than a batch, or the time
 * budget is spent. Every lead create adds a row (its bot-check answer, spent once) and every
 * limited client a window, so one batch a minute (1,000 rows) fell behind under sustained load
 * and the table grew without bound. Swept once a minute this way, the table holds at most the
 * live windows plus the rows that expired since the last sweep, as long as rows expire no faster
 * than a budget deletes them. The sweep runs beside the requests, never in their way, so its
 * budget is generous: under creates at full speed on two cores (371 a second, two rows each:
 * 44,500 expiring a minute) a 2 s budget deleted about 40,000 a sweep and the table crept past
 * its bound (191,299 rows against 178,085, npm run bench:scale); 10 s keeps up with five times
 * that. Past it the rest waits for the next minute, or for the retention pass.
 */
export async function sweepAllExpiredCounters(
  db: Kysely<Database>,
  now: Date,
  { batch = 1000, budgetMs = 10_000 }: SweepBudget = {},
): Promise<number> {
  const deadline = performance.now() + budgetMs;
  let swept = 0;
  for (;;) {
    const deleted = await sweepExpiredCounters(db, now, batch);
    swept += deleted;
    if (deleted < batch || performance.now() >= deadline) return swept;
  }
}
