import { sql, type Kysely, type Migration } from 'kysely';

// A lead's id in canonical form, anywhere in a text (the scope) or as the whole of it (a body's id).
const uuid = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

// Retention in batches (ADR 0059). Erasure finds a lead's idempotency records through an
// indexed column instead of matching every stored scope and response (a scan of the table per
// lead), and the pass finds stale unfinished leads by state and age in one index instead of
// walking every finished lead older than the period on each batch. idempotency_keys is altered
// before the leads index is built: the order in which a create or update locks the two tables,
// so neither can deadlock with this migration. The backfill took 30 s per million records
// (PostgreSQL 15, two cores); until it commits those requests wait.
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('idempotency_keys').addColumn('lead_id', 'uuid').execute();
    // Once, for the records stored before the column: the lead a stored answer names (a lead's
    // state carries its id), else the one in the request's URL (the scope ends with the URL).
    // Records that name no lead (a text message's send) stay null and go by age
    // (RETENTION_IDEMPOTENCY_DAYS).
    await sql`
      update idempotency_keys
      set lead_id = coalesce(
        case when body->>'id' ~ ${`^${uuid}$`} then (body->>'id')::uuid end,
        substring(scope from ${uuid})::uuid)
      where body->>'id' ~ ${`^${uuid}$`} or scope ~ ${uuid}`.execute(db);
    await db.schema
      .createIndex('idempotency_keys_lead_id_idx')
      .on('idempotency_keys')
      .column('lead_id')
      .execute();
    await db.schema
      .createIndex('leads_progress_state_updated_at_idx')
      .on('leads')
      .columns(['progress_state', 'updated_at'])
      .execute();
  },
};
