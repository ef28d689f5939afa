import { z } from 'zod';

// How long each kind of record is kept (ADR 0023). Days, so an operator
// reads them as a policy; 0 for the interval turns the in-server job off (a cron runs
// `npm run retention` instead).
const days = (fallback: number) => z.coerce.number().int().min(1).max(3650).default(fallback);

export const retentionEnv = {
  // Unfinished applications (not thank-you, redirected or rejected), by last change.
  RETENTION_UNFINISHED_LEAD_DAYS: days(30),
  // Uploaded ID documents of any lead, by upload time: the partner has them by then.
  RETENTION_DOCUMENT_DAYS: days(30),
  // Sent text messages and verification codes.
  RETENTION_SMS_DAYS: days(7),
  // Idempotency records only serve retries of the same submission.
  RETENTION_IDEMPOTENCY_DAYS: days(1),
  // Field-data timings (ADR 0029): anonymous, but kept only as long as a quarter's comparison.
  RETENTION_VITALS_DAYS: days(90),
  RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
};

export interface RetentionPolicy {
  unfinishedLeadDays: number;
  documentDays: number;
  smsDays: number;
  idempotencyDays: number;
  vitalsDays: number;
}

export function retentionPolicy(env: {
  RETENTION_UNFINISHED_LEAD_DAYS: number;
  RETENTION_DOCUMENT_DAYS: number;
  RETENTION_SMS_DAYS: number;
  RETENTION_IDEMPOTENCY_DAYS: number;
  RETENTION_VITALS_DAYS: number;
}): RetentionPolicy {
  return {
    unfinishedLeadDays: env.RETENTION_UNFINISHED_LEAD_DAYS,
    documentDays: env.RETENTION_DOCUMENT_DAYS,
    smsDays: env.RETENTION_SMS_DAYS,
    idempotencyDays: env.RETENTION_IDEMPOTENCY_DAYS,
    vitalsDays: env.RETENTION_VITALS_DAYS,
  };
}
