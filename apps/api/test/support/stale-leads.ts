import { ProgressState } from '@finceptiv/contract/progress-states';
import { sql } from 'kysely';
import type { Db } from '../../src/db/open-database.ts';

export interface SeededLeads {
  /** Unfinished and untouched since `updatedAt`: what retention erases after its period. */
  stale: string[];
  /** Thank-you, as old: the lender's record, kept. */
  finished: string[];
}

/**
 * Leads written by SQL in bulk (thousands in well under a second, on PGlite and PostgreSQL),
 * each with an idempotency record naming it, a text message, a continue link and a password:
 * what retention's batches find through the per-lead indexes.
 */
export async function seedLeads(
  db: Db,
  counts: { stale: number; finished: number },
  updatedAt: Date,
): Promise<SeededLeads> {
  const insert = async (n: number, state: number) => {
    const { rows } = await sql<{ id: string }>`
      insert into leads (id, product, flow, progress_state, data, state, created_at, updated_at)
      select gen_random_uuid(), 'fiesta', 'legacy', ${state}, '{}'::jsonb, '{}'::jsonb,
        ${updatedAt}, ${updatedAt}
      from generate_series(1, ${n})
      returning id`.execute(db);
    return rows.map((row) => row.id);
  };
  const stale = await insert(counts.stale, ProgressState.PersonalDetails);
  const finished = await insert(counts.finished, ProgressState.ThankYou);
  const leads = sql`(select id from leads where updated_at = ${updatedAt})`;
  await sql`
    insert into idempotency_keys (key, scope, fingerprint, status, body, lead_id, created_at)
    select gen_random_uuid()::text, 'sid PUT /api/v2/lead', 'f', 200,
      jsonb_build_object('id', id), id, ${updatedAt}
    from ${leads} as l`.execute(db);
  await sql`
    insert into sms_outbox (lead_id, phone, message, created_at)
    select id, '+34 612 345 678', 'masked', ${updatedAt} from ${leads} as l`.execute(db);
  await sql`
    insert into continue_links (token_hash, lead_id, url_type, expires_at, created_at)
    select md5(id::text), id, 'email', ${updatedAt}, ${updatedAt} from ${leads} as l`.execute(db);
  await sql`
    insert into customer_passwords (lead_id, hash, updated_at)
    select id, 'h', ${updatedAt} from ${leads} as l`.execute(db);
  return { stale, finished };
}

/** How many of these leads are left. */
export async function leadsLeft(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Rows of a per-lead table that name any of these leads. */
export async function rowsOf(
  db: Db,
  table: 'idempotency_keys' | 'sms_outbox' | 'continue_links' | 'customer_passwords',
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('lead_id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
