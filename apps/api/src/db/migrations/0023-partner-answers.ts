import { sql, type Kysely, type Migration } from 'kysely';

// Decisions from remote partners (ADR 0061). Every partner asked about a lead has one answer row,
// claimed before the request goes out: the primary key makes a second claim (another instance, a
// replay) a no-op, so a partner never receives the same application twice from us. A callback
// finds its row by the application id the partner was given. Its event ids are kept per partner
// so a repeated callback changes nothing. The operator's figures read a daily rollup (the
// outcome counts and a latency histogram, figures/log-histogram.ts), so erasing a lead's answers
// with the lead leaves the figures whole; the breaker's state is one row per partner.
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table partner_answers (
        lead_id uuid not null,
        partner_id text not null,
        application_id uuid not null unique,
        status text not null,
        asked_at timestamptz not null,
        answered_at timestamptz,
        latency_ms integer,
        offer jsonb,
        redirect_url text,
        reason text,
        primary key (lead_id, partner_id)
      )`.execute(db);
    await sql`
      create table partner_answers_daily (
        day date not null,
        partner_id text not null,
        outcome text not null,
        bucket integer not null,
        answers integer not null,
        primary key (day, partner_id, outcome, bucket) include (answers)
      )`.execute(db);
    await sql`
      create table partner_circuits (
        partner_id text primary key,
        failures integer not null,
        open_until timestamptz
      )`.execute(db);
    await sql`
      create table partner_callbacks (
        partner_id text not null,
        event_id text not null,
        lead_id uuid not null,
        received_at timestamptz not null,
        primary key (partner_id, event_id)
      )`.execute(db);
    await sql`create index partner_callbacks_lead_id_idx on partner_callbacks (lead_id)`.execute(
      db,
    );
  },
};
