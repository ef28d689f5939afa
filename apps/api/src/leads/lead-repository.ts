import type { Kysely, Transaction } from 'kysely';
import type { ConsentRecord } from '@finceptiv/contract/policies';
import { jsonb } from '../db/json.ts';
import type { Database, LeadRow } from '../db/schema.ts';
import type { LeadData, StoredLeadState } from './lead-model.ts';

export type Executor = Kysely<Database> | Transaction<Database>;

export interface Lead {
  id: string;
  product: string;
  flow: 'legacy' | 'v3';
  progressState: number;
  data: LeadData;
  state: StoredLeadState;
  partner: string | null;
  decisionVisibleAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Hash of the access cookie's secret; written on insert and by setAccessHash only. */
  accessHash?: string | null;
  /** The general policies the applicant accepted (leads/consent.ts); null before any. */
  consentRecord: ConsentRecord | null;
}

function fromRow(row: LeadRow): Lead {
  return {
    id: row.id,
    product: row.product,
    flow: row.flow === 'v3' ? 'v3' : 'legacy',
    progressState: row.progress_state,
    data: row.data as LeadData,
    state: row.state as StoredLeadState,
    partner: row.partner,
    decisionVisibleAt: row.decision_visible_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    accessHash: row.access_hash,
    consentRecord: (row.consent_record as ConsentRecord | null) ?? null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export async function insertLead(db: Executor, lead: Lead): Promise<void> {
  await db
    .insertInto('leads')
    .values({
      id: lead.id,
      product: lead.product,
      flow: lead.flow,
      progress_state: lead.progressState,
      data: jsonb(lead.data),
      state: jsonb(lead.state),
      partner: lead.partner,
      decision_visible_at: lead.decisionVisibleAt,
      created_at: lead.createdAt,
      updated_at: lead.updatedAt,
      access_hash: lead.accessHash ?? null,
      consent_record: lead.consentRecord === null ? null : jsonb(lead.consentRecord),
    })
    .execute();
}

/** Binds the lead to a new access secret: the browser that held the old one loses access. */
export async function setAccessHash(db: Executor, id: string, accessHash: string): Promise<void> {
  await db.updateTable('leads').set({ access_hash: accessHash }).where('id', '=', id).execute();
}

/** The lead, or undefined for an unknown or malformed id (never a database error). */
export async function findLead(
  db: Executor,
  id: string,
  forUpdate = false,
): Promise<Lead | undefined> {
  if (!isUuid(id)) return undefined;
  let query = db.selectFrom('leads').selectAll().where('id', '=', id.toLowerCase());
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

export async function saveLead(db: Executor, lead: Lead): Promise<void> {
  await db
    .updateTable('leads')
    .set({
      progress_state: lead.progressState,
      data: jsonb(lead.data),
      state: jsonb(lead.state),
      partner: lead.partner,
      decision_visible_at: lead.decisionVisibleAt,
      updated_at: lead.updatedAt,
      consent_record: lead.consentRecord === null ? null : jsonb(lead.consentRecord),
    })
    .where('id', '=', lead.id)
    .execute();
}
