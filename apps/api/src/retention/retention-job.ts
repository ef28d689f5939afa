import { finalStates } from '@finceptiv/contract/progress-states';
import { sql, type Transaction } from 'kysely';
import type { RetentionPolicy } from '../config/retention-env.ts';
import type { Db } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import { eraseLead } from './erase-lead.ts';

type Trx = Transaction<Database>;

const DAY = 24 * 60 * 60 * 1000;
// pg_try_advisory_xact_lock key: one retention run at a time across every instance sharing
// the database (PGlite, one instance, takes it as well). Arbitrary but fixed.
const RETENTION_LOCK = 0x7265_7431;

export interface RetentionReport {
  ran: boolean;
  unfinishedLeads: number;
  documents: number;
  smsOutbox: number;
  verificationCodes: number;
  /** Bank/card widget sessions past their expiry: spent or not, they can complete nothing. */
  verificationSessions: number;
  /** Continue links past their expiry (72 h at most, ADR 0025): they open nothing any more. */
  continueLinks: number;
  /** Operator sessions past their expiry (ADR 0041): they sign nobody in any more. */
  operatorSessions: number;
  idempotencyKeys: number;
  /** Field-data timings older than RETENTION_VITALS_DAYS (ADR 0029). */
  vitals: number;
  /** Journey events older than RETENTION_VITALS_DAYS: field data as the timings (ADR 0042). */
  journeyEvents: number;
}

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

async function deleteOlder(
  trx: Trx,
  table: 'documents' | 'sms_outbox' | 'idempotency_keys' | 'web_vitals' | 'journey_events',
  cutoff: Date,
): Promise<number> {
  const result = await trx.deleteFrom(table).where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

async function sweep(trx: Trx, policy: RetentionPolicy, now: Date): Promise<RetentionReport> {
  const stale = await trx
    .selectFrom('leads')
    .select('id')
    .where('progress_state', 'not in', [...finalStates])
    .where('updated_at', '<', before(now, policy.unfinishedLeadDays))
    .execute();
  for (const { id } of stale) await eraseLead(trx, id);
  const codes = await trx
    .deleteFrom('verification_codes')
    .where('expires_at', '<', before(now, policy.smsDays))
    .executeTakeFirst();
  const sessions = await trx
    .deleteFrom('verification_sessions')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  const links = await trx
    .deleteFrom('continue_links')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  const operatorSessions = await trx
    .deleteFrom('operator_sessions')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  return {
    ran: true,
    unfinishedLeads: stale.length,
    documents: await deleteOlder(trx, 'documents', before(now, policy.documentDays)),
    smsOutbox: await deleteOlder(trx, 'sms_outbox', before(now, policy.smsDays)),
    verificationCodes: Number(codes.numDeletedRows),
    verificationSessions: Number(sessions.numDeletedRows),
    continueLinks: Number(links.numDeletedRows),
    operatorSessions: Number(operatorSessions.numDeletedRows),
    idempotencyKeys: await deleteOlder(
      trx,
      'idempotency_keys',
      before(now, policy.idempotencyDays),
    ),
    vitals: await deleteOlder(trx, 'web_vitals', before(now, policy.vitalsDays)),
    journeyEvents: await deleteOlder(trx, 'journey_events', before(now, policy.vitalsDays)),
  };
}

/**
 * One retention pass in one transaction. When another instance holds the lock the pass is
 * skipped (`ran: false`): that instance is doing the same work.
 */
export async function runRetention(
  db: Db,
  policy: RetentionPolicy,
  now: Date = new Date(),
): Promise<RetentionReport> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as locked`.execute(trx);
    if (rows[0]?.locked !== true) {
      return {
        ran: false,
        unfinishedLeads: 0,
        documents: 0,
        smsOutbox: 0,
        verificationCodes: 0,
        verificationSessions: 0,
        continueLinks: 0,
        operatorSessions: 0,
        idempotencyKeys: 0,
        vitals: 0,
        journeyEvents: 0,
      };
    }
    return sweep(trx, policy, now);
  });
}
