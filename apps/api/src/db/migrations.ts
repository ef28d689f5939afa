import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { migration as journeyRollups } from './migrations/0020-journey-rollups.ts';
import { migration as vitalsRollups } from './migrations/0021-vitals-rollups.ts';
import { migration as retentionReferences } from './migrations/0022-retention-references.ts';
import { migration as partnerAnswers } from './migrations/0023-partner-answers.ts';

// Migrations live in code so the same set runs on PGlite and PostgreSQL at start-up.
// Never edit a shipped migration: add a new one.
const migrations: Record<string, Migration> = {
  '0001-leads': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leads')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('product', 'text', (c) => c.notNull())
        .addColumn('flow', 'text', (c) => c.notNull())
        .addColumn('progress_state', 'integer', (c) => c.notNull())
        .addColumn('data', 'jsonb', (c) => c.notNull())
        .addColumn('state', 'jsonb', (c) => c.notNull())
        .addColumn('partner', 'text')
        .addColumn('decision_visible_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('leads_product_idx').on('leads').column('product').execute();
      await db.schema
        .createIndex('leads_progress_state_idx')
        .on('leads')
        .column('progress_state')
        .execute();
      await db.schema
        .createIndex('leads_created_at_idx')
        .on('leads')
        .column('created_at')
        .execute();
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('status', 'integer')
        .addColumn('body', 'jsonb')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['key', 'scope'])
        .execute();
    },
  },
  '0002-customer': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sms_outbox')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('lead_id', 'uuid', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('verification_codes')
        .addColumn('lead_id', 'uuid', (c) => c.primaryKey())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('sends', 'integer', (c) => c.notNull())
        .addColumn('verified_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('customer_passwords')
        .addColumn('lead_id', 'uuid', (c) => c.primaryKey())
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('documents')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('lead_id', 'uuid', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('filename', 'text', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('content', 'bytea', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('affiliate_events')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('product', 'text', (c) => c.notNull())
        .addColumn('event', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('missing_translations')
        .addColumn('lng', 'text', (c) => c.notNull())
        .addColumn('ns', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('missing_translations_pk', ['lng', 'ns', 'key'])
        .execute();
      await db.schema
        .createTable('unsubscribes')
        .addColumn('email_hash', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  // Lead access bound to the browser (ADR 0025): the hash of the access cookie's
  // secret, and single-use continue links (only their tokens' hashes).
  '0010-lead-access': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').addColumn('access_hash', 'text').execute();
      await db.schema
        .createTable('continue_links')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('lead_id', 'uuid', (c) => c.notNull())
        .addColumn('url_type', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('continue_links_lead_idx')
        .on('continue_links')
        .column('lead_id')
        .execute();
    },
  },
  // Retention and erasure (ADR 0023) find rows by lead and by age.
  '0011-retention-indexes': {
    async up(db: Kysely<unknown>) {
      const indexes: [string, string, string][] = [
        ['sms_outbox_lead_id_idx', 'sms_outbox', 'lead_id'],
        ['sms_outbox_created_at_idx', 'sms_outbox', 'created_at'],
        ['documents_created_at_idx', 'documents', 'created_at'],
        ['idempotency_keys_created_at_idx', 'idempotency_keys', 'created_at'],
        ['verification_codes_expires_at_idx', 'verification_codes', 'expires_at'],
        ['leads_updated_at_idx', 'leads', 'updated_at'],
      ];
      for (const [name, table, column] of indexes)
        await db.schema.createIndex(name).ifNotExists().on(table).column(column).execute();
    },
  },
  // Bank/card widget sessions: the reference the provider's frame carries instead of the lead
  // id, and whether its signed result has completed the step already (single use).
  '0012-verification-sessions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('verification_sessions')
        .addColumn('reference', 'text', (c) => c.primaryKey())
        .addColumn('lead_id', 'uuid', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('verification_sessions_lead_idx')
        .on('verification_sessions')
        .column('lead_id')
        .execute();
    },
  },
  // Opt-outs keyed with the app secret (customers/opt-out-token.ts), one row per address and
  // purpose. The old table held unkeyed SHA-256 digests, which a list of addresses reverses;
  // it is kept under a new name until the server re-keys its rows at start (opt-out-store.ts).
  '0013-email-opt-outs': {
    async up(db) {
      await db.schema
        .createTable('email_opt_outs')
        .addColumn('address_key', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('email_opt_outs_pk', ['address_key', 'purpose'])
        .execute();
      await db.schema.alterTable('unsubscribes').renameTo('legacy_unsubscribes').execute();
    },
  },
  // Numbered past the migrations other branches add in the same release, so it sorts last.
  '0014-rate-limits': {
    async up(db: Kysely<unknown>) {
      // Shared fixed-window counters (limits/counters.ts); the key names budget and subject.
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('rate_limits_reset_at_idx')
        .on('rate_limits')
        .column('reset_at')
        .execute();
      // One document per lead and side: an upload replaces, it no longer appends. Keep the
      // newest of any duplicates uploaded before.
      await sql`
        DELETE FROM documents d USING documents newer
        WHERE d.lead_id = newer.lead_id AND d.kind = newer.kind
          AND (d.created_at, d.id) < (newer.created_at, newer.id)`.execute(db);
      await db.schema
        .createIndex('documents_lead_kind_key')
        .on('documents')
        .columns(['lead_id', 'kind'])
        .unique()
        .execute();
    },
  },
  // Field data (issue 22 item 5, ADR 0029): anonymous real-user timings. The operator view reads
  // p75 per brand, device class and metric over a period, so that is the index's order.
  '0015-web-vitals': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('web_vitals')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('brand', 'text', (c) => c.notNull())
        .addColumn('device', 'text', (c) => c.notNull())
        .addColumn('step', 'text', (c) => c.notNull())
        .addColumn('metric', 'text', (c) => c.notNull())
        .addColumn('value', 'double precision', (c) => c.notNull())
        .addColumn('attribution', 'jsonb')
        .addColumn('created_at', 'timestamptz', (c) =>
          c.notNull().defaultTo(sql`date_trunc('hour', now())`),
        )
        .execute();
      await db.schema
        .createIndex('web_vitals_brand_metric_idx')
        .on('web_vitals')
        .columns(['brand', 'metric', 'device', 'created_at'])
        .execute();
      await db.schema
        .createIndex('web_vitals_created_at_idx')
        .on('web_vitals')
        .column('created_at')
        .execute();
    },
  },
  // Affiliate events (issue 26 item 1): the lead and the event name as columns, so an event
  // reported twice for one lead (a retry, a reload on the outcome screen) is kept once, and the
  // operator view counts them without reading the JSON.
  '0016-affiliate-events-once': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('affiliate_events')
        .addColumn('lead_id', 'uuid')
        .addColumn('name', 'text')
        .execute();
      await sql`update affiliate_events set name = event->>'event', lead_id = (event->>'leadId')::uuid`.execute(
        db,
      );
      // Rows stored before this migration may repeat an event; the first one stays.
      await sql`delete from affiliate_events a using affiliate_events b
        where a.lead_id = b.lead_id and a.name = b.name and a.id > b.id`.execute(db);
      await db.schema
        .createIndex('affiliate_events_lead_name_idx')
        .on('affiliate_events')
        .columns(['lead_id', 'name'])
        .unique()
        .execute();
      await db.schema
        .createIndex('affiliate_events_created_at_idx')
        .on('affiliate_events')
        .column('created_at')
        .execute();
    },
  },
  // Consent (issue 23 item 3, ADR 0040): which policy texts, in which versions, the applicant
  // accepted and when, by the server's clock. Null for a lead that has sent no personal data yet.
  '0017-lead-consent-record': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').addColumn('consent_record', 'jsonb').execute();
    },
  },
  // Operators (issue 25, ADR 0041): the lender's team, created by `npm run operator`, and their
  // sessions, kept as hashes of the cookie's secret so a copy of the table signs nobody in.
  '0018-operators': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('operators')
        .addColumn('email', 'text', (c) => c.primaryKey())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('operator_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) =>
          c.notNull().references('operators.email').onDelete('cascade'),
        )
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('operator_sessions_expires_at_idx')
        .on('operator_sessions')
        .column('expires_at')
        .execute();
    },
  },
  // Journey events (issue 25 items 2 and 3, ADR 0042): steps reached and completed, field errors
  // and outcomes, named by a random journey id the browser makes, never the lead. Times to the
  // second: the funnel's median time on a step needs them.
  '0019-journey-events': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('journey_events')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('brand', 'text', (c) => c.notNull())
        .addColumn('journey', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('step', 'text', (c) => c.notNull())
        .addColumn('field', 'text')
        .addColumn('message', 'text')
        .addColumn('source', 'text')
        .addColumn('outcome', 'text')
        .addColumn('partner', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('journey_events_brand_idx')
        .on('journey_events')
        .columns(['brand', 'created_at'])
        .execute();
      await db.schema
        .createIndex('journey_events_created_at_idx')
        .on('journey_events')
        .column('created_at')
        .execute();
    },
  },
  // Later migrations each live in a file of their own under migrations/.
  '0020-journey-rollups': journeyRollups,
  '0021-vitals-rollups': vitalsRollups,
  '0022-retention-references': retentionReferences,
  '0023-partner-answers': partnerAnswers,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
