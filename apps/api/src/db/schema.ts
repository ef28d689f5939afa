import type { ColumnType, Generated, Selectable } from 'kysely';

// JSONB columns are written through `jsonb()` (db/json.ts) and read back as parsed values.
type Json = ColumnType<unknown, unknown, unknown>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date, Date>;

export interface LeadsTable {
  id: string;
  product: string;
  flow: string;
  progress_state: number;
  data: Json;
  state: Json;
  partner: string | null;
  decision_visible_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** SHA-256 of the lead-access cookie's secret (leads/lead-access.ts); null = no browser holds it. */
  access_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The policies accepted (contract ConsentRecord); null until personal data first arrives. */
  consent_record: Json | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface OperatorsTable {
  email: string;
  /** scrypt, as customer passwords (passwords/password-hash.ts). */
  password_hash: string;
  created_at: CreatedAt;
}

export interface OperatorSessionsTable {
  /** SHA-256 of the session cookie's secret. */
  token_hash: string;
  email: string;
  expires_at: Date;
  created_at: CreatedAt;
}

export interface ContinueLinksTable {
  token_hash: string;
  lead_id: string;
  url_type: string;
  expires_at: Date;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  key: string;
  scope: string;
  fingerprint: string;
  status: number | null;
  body: Json;
  /** The lead the request acted on: erasure and retention find its records by it (ADR 0059). */
  lead_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  lead_id: string;
  phone: string;
  message: string;
  created_at: CreatedAt;
}

export interface VerificationCodesTable {
  lead_id: string;
  phone: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: number;
  sends: number;
  verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

export interface CustomerPasswordsTable {
  lead_id: string;
  hash: string;
  updated_at: Timestamp;
}

export interface VerificationSessionsTable {
  reference: string;
  lead_id: string;
  provider: string;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

export interface DocumentsTable {
  id: string;
  lead_id: string;
  kind: string;
  filename: string;
  mime: string;
  size: number;
  content: Uint8Array;
  created_at: CreatedAt;
}

export interface AffiliateEventsTable {
  id: Generated<number>;
  product: string;
  /** The lead the event is about; null for an event sent before a lead existed. */
  lead_id: string | null;
  /** The event's name (the body's `event`): one row per lead and name. */
  name: string | null;
  /** The body as received. */
  event: Json;
  created_at: CreatedAt;
}

export interface MissingTranslationsTable {
  lng: string;
  ns: string;
  key: string;
  count: number;
}

/** Unkeyed digests of releases before 0013; emptied by the re-keying at start. */
export interface LegacyUnsubscribesTable {
  email_hash: string;
  created_at: CreatedAt;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

/** An address's keyed hash (customers/opt-out-token.ts) that opted out of one purpose. */
export interface EmailOptOutsTable {
  address_key: string;
  purpose: string;
  created_at: CreatedAt;
}

/**
 * One real-user timing (ADR 0029): brand, device class, step, metric and value, and the hour it
 * came in. No lead, address, client address or exact time, so nothing here names anyone.
 */
export interface WebVitalsTable {
  /** bigserial: the pg driver reads it as a string. */
  id: Generated<string>;
  brand: string;
  device: string;
  step: string;
  metric: string;
  value: number;
  /** INP's attribution (target selector, interaction type, its three parts); else null. */
  attribution: Json | null;
  /** Truncated to the hour when stored. */
  created_at: CreatedAt;
}

/**
 * Field data's daily rollup (ADR 0058): per UTC day, brand, metric and device class, how many
 * reports fell in each log-histogram bucket (figures/log-histogram.ts). Kept by storeVitals.
 */
/** One partner asked about one lead (ADR 0061): claimed as 'asking', then its answer. */
export interface PartnerAnswersTable {
  lead_id: string;
  partner_id: string;
  application_id: string;
  /** asking | pending | accepted | declined | timedOut | errors | skipped */
  status: string;
  asked_at: Timestamp;
  answered_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  latency_ms: ColumnType<number | null, number | null | undefined, number | null>;
  offer: ColumnType<unknown, unknown, unknown>;
  redirect_url: ColumnType<string | null, string | null | undefined, string | null>;
  reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Per UTC day the partner was asked, outcome and latency bucket (-1: none measured). */
export interface PartnerAnswersDailyTable {
  day: ColumnType<string, string, string>;
  partner_id: string;
  outcome: string;
  bucket: number;
  answers: number;
}

export interface PartnerCircuitsTable {
  partner_id: string;
  /** Timeouts and errors in a row. */
  failures: number;
  open_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PartnerCallbacksTable {
  partner_id: string;
  event_id: string;
  lead_id: string;
  received_at: Timestamp;
}

export interface WebVitalsDailyTable {
  /** A date: compared with 'YYYY-MM-DD', selected cast as text (pg makes a bare date a local Date). */
  day: ColumnType<string, string, string>;
  brand: string;
  metric: string;
  device: string;
  bucket: number;
  reports: number;
}

/**
 * One journey event (ADR 0042): a step reached or completed, a field error shown, an outcome.
 * The journey is a random id the browser made for one application; no lead, value or address.
 */
export interface JourneyEventsTable {
  /** bigserial: the pg driver reads it as a string. */
  id: Generated<string>;
  brand: string;
  journey: string;
  kind: string;
  step: string;
  /** field-error only: the data point or lead field, the message key and who found it. */
  field: string | null;
  message: string | null;
  source: string | null;
  /** outcome only. */
  outcome: string | null;
  partner: string | null;
  created_at: CreatedAt;
}

/**
 * One journey's state (ADR 0058): when it started and was last seen, and whether it has a
 * decision; its row lock serialises the reports of one journey while they update the rollups.
 */
export interface JourneysTable {
  brand: string;
  journey: string;
  started_at: Date;
  last_seen: Date;
  decided: boolean;
}

/** Per brand, UTC day a journey started, and step: journeys that reached and completed it. */
export interface JourneyStepDailyTable {
  brand: string;
  day: ColumnType<string, string, string>;
  step: string;
  reached: number;
  completed: number;
}

/** Per brand, day and step, a log histogram of 'time' on the step and its 'position'. */
export interface JourneyStepTimesTable {
  brand: string;
  day: ColumnType<string, string, string>;
  step: string;
  measure: string;
  bucket: number;
  journeys: number;
}

export interface JourneyFieldErrorDailyTable {
  brand: string;
  day: ColumnType<string, string, string>;
  step: string;
  field: string;
  message: string;
  source: string;
  shown: number;
  journeys: number;
  corrected: number;
}

/** Per brand and day started: how journeys stand ('undecided' or their last decision). */
export interface JourneyOutcomeDailyTable {
  brand: string;
  day: ColumnType<string, string, string>;
  outcome: string;
  /** '' when the decision names no partner. */
  partner: string;
  journeys: number;
}

/** Per brand and the day of each journey's last decision. */
export interface JourneyDecisionDailyTable {
  brand: string;
  day: ColumnType<string, string, string>;
  outcome: string;
  journeys: number;
}

export interface Database {
  leads: LeadsTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  continue_links: ContinueLinksTable;
  idempotency_keys: IdempotencyKeysTable;
  sms_outbox: SmsOutboxTable;
  verification_codes: VerificationCodesTable;
  customer_passwords: CustomerPasswordsTable;
  verification_sessions: VerificationSessionsTable;
  documents: DocumentsTable;
  affiliate_events: AffiliateEventsTable;
  missing_translations: MissingTranslationsTable;
  legacy_unsubscribes: LegacyUnsubscribesTable;
  email_opt_outs: EmailOptOutsTable;
  rate_limits: RateLimitsTable;
  web_vitals: WebVitalsTable;
  web_vitals_daily: WebVitalsDailyTable;
  journey_events: JourneyEventsTable;
  journeys: JourneysTable;
  journey_step_daily: JourneyStepDailyTable;
  journey_step_times: JourneyStepTimesTable;
  journey_field_error_daily: JourneyFieldErrorDailyTable;
  journey_outcome_daily: JourneyOutcomeDailyTable;
  journey_decision_daily: JourneyDecisionDailyTable;
  partner_answers: PartnerAnswersTable;
  partner_answers_daily: PartnerAnswersDailyTable;
  partner_circuits: PartnerCircuitsTable;
  partner_callbacks: PartnerCallbacksTable;
}

export type LeadRow = Selectable<LeadsTable>;
