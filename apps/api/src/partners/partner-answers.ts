import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { partnerAnswerOutcomes } from '@finceptiv/contract/api/operator-routes';
import { jsonb } from '../db/json.ts';
import { bucketOf } from '../figures/log-histogram.ts';
import { utcDate } from '../figures/utc-days.ts';
import type { Executor } from '../leads/lead-repository.ts';

// Each partner's answer about a lead (ADR 0061): claimed as 'asking' in the transaction that
// moves the lead to Checking, settled exactly once (the update only finds an unsettled row), and
// counted in the daily rollup by the statement that settles it, so the operator's counts match
// the answers whatever instance or callback settled them.

export type AnswerOutcome = (typeof partnerAnswerOutcomes)[number];
/** 'pending': the partner said it will call back. */
export type AnswerStatus = 'asking' | 'pending' | AnswerOutcome;

const unsettled = ['asking', 'pending'] as const;
/** The rollup's bucket for an answer without a measured latency (timed out, skipped, local). */
const noLatency = -1;

export interface Settlement {
  outcome: AnswerOutcome;
  latencyMs: number | null;
  offer?: Record<string, unknown>;
  redirectUrl?: string;
  reason?: string;
}

async function addToRollup(
  db: Executor,
  row: { askedAt: Date; partnerId: string; outcome: AnswerOutcome; latencyMs: number | null },
): Promise<void> {
  const bucket = row.latencyMs === null ? sql.lit(noLatency) : bucketOf(sql`${row.latencyMs}`);
  await sql`
    insert into partner_answers_daily (day, partner_id, outcome, bucket, answers)
    values (${utcDate(row.askedAt)}, ${row.partnerId}, ${row.outcome}, ${bucket}, 1)
    on conflict (day, partner_id, outcome, bucket)
    do update set answers = partner_answers_daily.answers + 1`.execute(db);
}

/**
 * Claims a row per partner for this lead; a partner already claimed is left out of the answer,
 * so whoever claimed it first is the only one to ask it. Returns the claimed application ids.
 */
export async function claimAnswers(
  db: Executor,
  leadId: string,
  partnerIds: readonly string[],
  now: Date,
): Promise<Map<string, string>> {
  if (partnerIds.length === 0) return new Map();
  const rows = await db
    .insertInto('partner_answers')
    .values(
      partnerIds.map((partnerId) => ({
        lead_id: leadId,
        partner_id: partnerId,
        application_id: randomUUID(),
        status: 'asking',
        asked_at: now,
      })),
    )
    .onConflict((c) => c.columns(['lead_id', 'partner_id']).doNothing())
    .returning(['partner_id', 'application_id'])
    .execute();
  return new Map(rows.map((row) => [row.partner_id, row.application_id]));
}

/** An answer settled when it is taken (a local decision, a partner skipped by its breaker). */
export async function recordSettled(
  db: Executor,
  leadId: string,
  partnerId: string,
  settlement: Settlement,
  now: Date,
): Promise<void> {
  const claimed = await claimAnswers(db, leadId, [partnerId], now);
  if (claimed.size === 1) await settleAnswer(db, leadId, partnerId, settlement, now);
}

/** The partner said it will call back: still unsettled, no longer in flight. */
export async function markPending(db: Executor, leadId: string, partnerId: string): Promise<void> {
  await db
    .updateTable('partner_answers')
    .set({ status: 'pending' })
    .where('lead_id', '=', leadId)
    .where('partner_id', '=', partnerId)
    .where('status', '=', 'asking')
    .execute();
}

/** Settles an unsettled answer and counts it; false when it was settled already. */
export async function settleAnswer(
  db: Executor,
  leadId: string,
  partnerId: string,
  settlement: Settlement,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('partner_answers')
    .set({
      status: settlement.outcome,
      answered_at: now,
      latency_ms: settlement.latencyMs,
      offer: settlement.offer === undefined ? null : jsonb(settlement.offer),
      redirect_url: settlement.redirectUrl ?? null,
      reason: settlement.reason ?? null,
    })
    .where('lead_id', '=', leadId)
    .where('partner_id', '=', partnerId)
    .where('status', 'in', unsettled)
    .returning('asked_at')
    .executeTakeFirst();
  if (row === undefined) return false;
  await addToRollup(db, {
    askedAt: row.asked_at,
    partnerId,
    outcome: settlement.outcome,
    latencyMs: settlement.latencyMs,
  });
  return true;
}

export interface StoredAnswer {
  partnerId: string;
  status: AnswerStatus;
  offer: Record<string, unknown> | null;
  redirectUrl: string | null;
}

export async function answersFor(db: Executor, leadId: string): Promise<StoredAnswer[]> {
  const rows = await db
    .selectFrom('partner_answers')
    .select(['partner_id', 'status', 'offer', 'redirect_url'])
    .where('lead_id', '=', leadId)
    .execute();
  return rows.map((row) => ({
    partnerId: row.partner_id,
    status: row.status as AnswerStatus,
    offer: (row.offer as Record<string, unknown> | null) ?? null,
    redirectUrl: row.redirect_url,
  }));
}

export const isUnsettled = (status: AnswerStatus): boolean =>
  (unsettled as readonly string[]).includes(status);

/** The answer row a callback names: its lead and whether it is still open. */
export function findApplication(db: Executor, partnerId: string, applicationId: string) {
  return db
    .selectFrom('partner_answers')
    .select(['lead_id', 'status', 'asked_at'])
    .where('application_id', '=', applicationId)
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
}
