import { isFinalState, ProgressState } from '@finceptiv/contract/progress-states';
import { sql, type RawBuilder } from 'kysely';
import type { RetentionPolicy } from '../config/retention-env.ts';
import type { Db } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import { utcDate } from '../figures/utc-days.ts';
import { journeyRollups } from '../journey/journey-rollups.ts';
import { sweepExpiredCounters } from '../limits/counters.ts';
import { eraseLeads, type ErasedCounts } from './erase-lead.ts';

// Retention in batches (ADR 0059, replacing 0023's one transaction per pass). A pass is a list
// of tasks; each task deletes in batches, each batch one short transaction of its own, so a
// pass stopped anywhere keeps what it committed and the next pass takes up the rest. Rows are
// claimed with FOR UPDATE SKIP LOCKED: two passes at once (two instances, or the server and
// `npm run retention`) take different rows, neither waits for the other, and no transaction or
// connection is held across batches. On PGlite there is one process, and the claim is the same.

const DAY = 24 * 60 * 60 * 1000;

/**
 * Leads erased per batch, each with its rows in eight tables. Measured on PostgreSQL 15, two
 * cores, 500,000 stale leads among 1,000,000 (ADR 0059): 1,000 a batch take 0.2-0.3 s, and 2,000
 * or 5,000 erase no more leads a second (about 4,000-5,000), so the shortest transaction wins.
 * A lead create's writes meanwhile took 4 ms at the median and 0.2 s at most: a create touches
 * no row a batch claims.
 */
const LEADS_PER_BATCH = 1000;
/** Rows per batch of the tasks that delete by age or expiry: 10-25 ms a batch, measured alike. */
const ROWS_PER_BATCH = 10_000;

/** What a pass removed, per kind of record: the JSON `npm run retention` prints. */
export const recordKinds = [
  'unfinishedLeads',
  'documents',
  'smsOutbox',
  'verificationCodes',
  'verificationSessions',
  'continueLinks',
  'customerPasswords',
  'affiliateEvents',
  'idempotencyKeys',
  'operatorSessions',
  'vitals',
  'journeyEvents',
  'journeys',
  'journeyRollups',
  'vitalsRollups',
  'partnerAnswers',
  'partnerCallbacks',
  'partnerRollups',
  'rateLimits',
] as const;
export type RecordKind = (typeof recordKinds)[number];
export type RetentionCounts = Record<RecordKind, number>;

export interface RetentionReport extends RetentionCounts {
  /** False when the pass was stopped (signal, batch limit) before every task had run out. */
  complete: boolean;
  durationMs: number;
}

export interface BatchContext {
  policy: RetentionPolicy;
  /** The pass's clock: every batch cuts at the same time. */
  now: Date;
  /** At most this many rows (leads, for the lead task) in this batch. */
  limit: number;
}

export interface BatchResult {
  /** The rows the batch claimed: fewer than the limit means the task has run out. */
  rows: number;
  /** What each kind of record lost. */
  counts: Partial<RetentionCounts>;
}

/**
 * One kind of work of a pass. `batch` removes at most `limit` of its rows in one transaction
 * of its own and claims them with FOR UPDATE SKIP LOCKED; the pass calls it until a batch
 * takes fewer than `limit`. Another table's retention is one more entry in `retentionTasks`.
 */
export interface RetentionTask {
  /** Shown in the progress lines. */
  name: string;
  batchSize: number;
  batch: (db: Db, context: BatchContext) => Promise<BatchResult>;
}

export interface TaskProgress {
  task: string;
  /** Rows so far (leads, for the lead task). */
  rows: number;
  batches: number;
  elapsedMs: number;
  /** The task has run out of rows. */
  done: boolean;
}

export interface RetentionOptions {
  /** Rows per batch for every task instead of each task's own (tests). */
  batchSize?: number;
  /** Stops the pass after this many batches in all, as a kill would (tests). */
  maxBatches?: number;
  /** Stops the pass after the batch in progress (shutdown, Ctrl-C). */
  signal?: AbortSignal;
  /** Called after every batch; the next batch waits for what it returns. */
  onProgress?: (progress: TaskProgress) => void | Promise<void>;
  /**
   * After each batch, rest this many times as long as the batch took (1 by default: the pass
   * works half the time). On two cores a pass working flat out doubled the p99 of the lead
   * creates beside it (49 to 106 ms at a lender's volume); the pass has minutes to spare.
   */
  restRatio?: number;
}

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

const rest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Deletes the rows `where` picks, a batch at a time: claimed through an index on its column,
 * deleted by their row address (a TID scan, no second index lookup per row). The row lock keeps
 * a claimed row where it is until the delete, in the same statement.
 */
function claimed(
  kind: RecordKind,
  table: keyof Database,
  where: (policy: RetentionPolicy, now: Date) => RawBuilder<boolean>,
): RetentionTask {
  return {
    name: kind,
    batchSize: ROWS_PER_BATCH,
    async batch(db, { policy, now, limit }) {
      const rows = sql`
        select ctid from ${sql.table(table)} where ${where(policy, now)}
        limit ${limit} for update skip locked`;
      const result = await db
        .deleteFrom(table)
        .where(sql<boolean>`ctid = any(array(${rows}))`)
        .executeTakeFirst();
      const n = Number(result.numDeletedRows);
      return { rows: n, counts: { [kind]: n } };
    },
  };
}

/** Rows whose `column` is before the cutoff. */
const olderThan = (
  kind: RecordKind,
  table: keyof Database,
  column: string,
  cutoff: (policy: RetentionPolicy, now: Date) => Date,
) => claimed(kind, table, (p, now) => sql<boolean>`${sql.ref(column)} < ${cutoff(p, now)}`);

/**
 * A daily rollup's rows (ADR 0058) of the UTC days wholly before the raw rows' cutoff: a day
 * partly kept keeps its counts, which its remaining rows still stand behind.
 */
const rollupDaysBefore = (kind: RecordKind, table: keyof Database) =>
  claimed(
    kind,
    table,
    (p, now) => sql<boolean>`day < cast(${utcDate(before(now, p.vitalsDays))} as date)`,
  );

/**
 * Every state but the final ones, so the (progress_state, updated_at) index reads only these
 * (`not in` the final ones would walk every finished lead past the period, each batch). The API
 * sets a lead's state only to ProgressState's values, so no unfinished lead is left out.
 */
const unfinishedStates = Object.values(ProgressState).filter((state) => !isFinalState(state));

/** Where an erased lead's rows are counted in the report. */
const kindOfTable: Record<keyof ErasedCounts, RecordKind> = {
  leads: 'unfinishedLeads',
  documents: 'documents',
  sms_outbox: 'smsOutbox',
  verification_codes: 'verificationCodes',
  customer_passwords: 'customerPasswords',
  verification_sessions: 'verificationSessions',
  continue_links: 'continueLinks',
  affiliate_events: 'affiliateEvents',
  idempotency_keys: 'idempotencyKeys',
  partner_answers: 'partnerAnswers',
  partner_callbacks: 'partnerCallbacks',
};

/** Unfinished applications untouched for the period, with every row they own (ADR 0023). */
const unfinishedLeads: RetentionTask = {
  name: 'unfinishedLeads',
  batchSize: LEADS_PER_BATCH,
  batch: (db, { policy, now, limit }) =>
    db.transaction().execute(async (trx) => {
      // SKIP LOCKED: a lead a request holds right now is being changed, so it is not stale.
      // The order is the (progress_state, updated_at) index's: without it the planner may scan
      // the table from its start, past every row earlier batches deleted and vacuum has not
      // reclaimed yet, and the batches slow down as the pass goes (measured, ADR 0059).
      const stale = await trx
        .selectFrom('leads')
        .select('id')
        .where('progress_state', 'in', unfinishedStates)
        .where('updated_at', '<', before(now, policy.unfinishedLeadDays))
        .orderBy('progress_state')
        .orderBy('updated_at')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
      const erased = await eraseLeads(
        trx,
        stale.map((lead) => lead.id),
      );
      const counts: Partial<RetentionCounts> = {};
      for (const [table, n] of Object.entries(erased))
        counts[kindOfTable[table as keyof ErasedCounts]] = n;
      return { rows: stale.length, counts };
    }),
};

/**
 * A pass, in order: applicants' personal data first (a pass stopped early has done that), then
 * records that name nobody. Batches of one task run one after another, tasks likewise.
 */
const retentionTasks: readonly RetentionTask[] = [
  unfinishedLeads,
  olderThan('documents', 'documents', 'created_at', (p, now) => before(now, p.documentDays)),
  olderThan('smsOutbox', 'sms_outbox', 'created_at', (p, now) => before(now, p.smsDays)),
  olderThan('verificationCodes', 'verification_codes', 'expires_at', (p, now) =>
    before(now, p.smsDays),
  ),
  // Widget sessions, continue links (72 h at most, ADR 0025) and operator sessions (ADR 0041)
  // past their expiry: spent or not, they open nothing any more.
  olderThan('verificationSessions', 'verification_sessions', 'expires_at', (_p, now) => now),
  olderThan('continueLinks', 'continue_links', 'expires_at', (_p, now) => now),
  olderThan('operatorSessions', 'operator_sessions', 'expires_at', (_p, now) => now),
  olderThan('idempotencyKeys', 'idempotency_keys', 'created_at', (p, now) =>
    before(now, p.idempotencyDays),
  ),
  // Field data (ADR 0029) and journey events (ADR 0042): anonymous, kept a quarter.
  olderThan('vitals', 'web_vitals', 'created_at', (p, now) => before(now, p.vitalsDays)),
  olderThan('journeyEvents', 'journey_events', 'created_at', (p, now) => before(now, p.vitalsDays)),
  // The journeys' state and the figures' daily rollups (ADR 0058), kept as long as the events
  // they were counted from.
  olderThan('journeys', 'journeys', 'last_seen', (p, now) => before(now, p.vitalsDays)),
  ...Object.values(journeyRollups).map(({ table }) => rollupDaysBefore('journeyRollups', table)),
  rollupDaysBefore('vitalsRollups', 'web_vitals_daily'),
  // A partner's callback event ids stop repeats as long as an idempotency key does; the
  // partners' daily figures (ADR 0061) are kept as long as the other figures.
  olderThan('partnerCallbacks', 'partner_callbacks', 'received_at', (p, now) =>
    before(now, p.idempotencyDays),
  ),
  rollupDaysBefore('partnerRollups', 'partner_answers_daily'),
  // Expired rate-limit counters and spent bot-check answers: the requests' own sweep
  // (limits/rate-limit-store.ts) runs only on an instance that serves requests.
  {
    name: 'rateLimits',
    batchSize: ROWS_PER_BATCH,
    async batch(db, { now, limit }) {
      const n = await sweepExpiredCounters(db, now, limit);
      return { rows: n, counts: { rateLimits: n } };
    },
  },
];

/**
 * One retention pass: every task until it runs out of rows, or until `signal` aborts or
 * `maxBatches` is reached (then `complete: false`; a later pass takes up the rest).
 */
export async function runRetention(
  db: Db,
  policy: RetentionPolicy,
  now: Date = new Date(),
  options: RetentionOptions = {},
): Promise<RetentionReport> {
  const started = performance.now();
  const counts = Object.fromEntries(recordKinds.map((kind) => [kind, 0])) as RetentionCounts;
  const maxBatches = options.maxBatches ?? Number.POSITIVE_INFINITY;
  let batches = 0;
  let complete = true;
  for (const task of retentionTasks) {
    const taskStarted = performance.now();
    const progress: TaskProgress = {
      task: task.name,
      rows: 0,
      batches: 0,
      elapsedMs: 0,
      done: false,
    };
    while (!progress.done) {
      if (options.signal?.aborted === true || batches >= maxBatches) {
        complete = false;
        break;
      }
      const limit = options.batchSize ?? task.batchSize;
      const batchStarted = performance.now();
      const result = await task.batch(db, { policy, now, limit });
      await rest((performance.now() - batchStarted) * (options.restRatio ?? 1));
      batches += 1;
      for (const [kind, n] of Object.entries(result.counts)) counts[kind as RecordKind] += n;
      progress.rows += result.rows;
      progress.batches += 1;
      progress.done = result.rows < limit;
      progress.elapsedMs = performance.now() - taskStarted;
      await options.onProgress?.({ ...progress });
    }
    if (!complete) break;
  }
  return { ...counts, complete, durationMs: Math.round(performance.now() - started) };
}
