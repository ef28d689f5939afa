import type { ApiRouteName } from '@finceptiv/contract/api';

// Abuse limits (ARCHITECTURE.md 3), the one home of every budget. Per client = per remote
// address (TRUST_PROXY decides which); per lead = per lead id; per number = per destination
// phone. Every counter lives in the shared database (limits/), so N instances share one budget.
// Each numeric limit can be set at deploy time as LIMIT_<NAME_IN_CAPITALS> (limitVariable);
// tests lower them through buildApp({ limits }) to prove the 429 without thousands of calls.
export interface Limits {
  leadCreatePerClientPerMinute: number;
  leadUpdatesPerClientPerMinute: number;
  /** Bot-check challenges (ADR 0045): one per lead create, and a few retries. */
  botChallengesPerClientPerMinute: number;
  /** Calls to any send route (start, resend, change mobile): one budget for all three. */
  smsSendsPerClientPerHour: number;
  /** Texts actually sent, whatever the route. */
  smsSendsPerLeadPerDay: number;
  smsSendsPerNumberPerDay: number;
  /** Every text of the deployment: bounds the cost of SMS pumping from rotating addresses. */
  smsSendsPerDay: number;
  verifyAttemptsPerClientPerHour: number;
  verifyAttemptsPerCode: number;
  uploadsPerClientPerHour: number;
  /** Documents are replaced per side, so this bounds rewrites, not storage. */
  uploadsPerLeadPerDay: number;
  passwordAttemptsPerClientPerHour: number;
  unsubscribesPerClientPerHour: number;
  affiliateEventsPerClientPerMinute: number;
  /** Field-data beacons (ADR 0029): an applicant sends a few per page view. */
  vitalsReportsPerClientPerMinute: number;
  /** Journey beacons (ADR 0042): a few per step an applicant sees. */
  journeyReportsPerClientPerMinute: number;
  /** Missing-key reports of a development build (spec 7): one per key a screen lacks. */
  missingTranslationsPerClientPerMinute: number;
  /** Signed callbacks from one partner (ADR 0061): decisions and step results. */
  partnerCallbacksPerPartnerPerMinute: number;
  /** Sign-in attempts from one client to the operator area (ADR 0041). */
  operatorSignInsPerClientPerHour: number;
  /** Wrong passwords for one operator account from one client before that client is locked
   * out of it for the rest of the hour (others still sign in). */
  operatorFailedSignInsPerAccountPerClientPerHour: number;
  /** Wrong passwords for one account from every client: the ceiling of a distributed guess. */
  operatorFailedSignInsPerAccountPerHour: number;
  /** An operator session's life from sign-in: a working day. */
  operatorSessionTtlMs: number;
  codeTtlMs: number;
  continueTokenTtlMs: number;
  uploadMaxBytes: number;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const defaultLimits: Limits = {
  leadCreatePerClientPerMinute: 120,
  leadUpdatesPerClientPerMinute: 300,
  botChallengesPerClientPerMinute: 120,
  smsSendsPerClientPerHour: 30,
  smsSendsPerLeadPerDay: 5,
  smsSendsPerNumberPerDay: 8,
  smsSendsPerDay: 20_000,
  verifyAttemptsPerClientPerHour: 60,
  verifyAttemptsPerCode: 5,
  uploadsPerClientPerHour: 60,
  uploadsPerLeadPerDay: 20,
  passwordAttemptsPerClientPerHour: 20,
  unsubscribesPerClientPerHour: 30,
  affiliateEventsPerClientPerMinute: 120,
  vitalsReportsPerClientPerMinute: 60,
  journeyReportsPerClientPerMinute: 120,
  missingTranslationsPerClientPerMinute: 120,
  partnerCallbacksPerPartnerPerMinute: 600,
  operatorSignInsPerClientPerHour: 30,
  operatorFailedSignInsPerAccountPerClientPerHour: 5,
  // NIST 800-63B 5.2.2: at most 100 failed attempts on one account.
  operatorFailedSignInsPerAccountPerHour: 100,
  operatorSessionTtlMs: 8 * HOUR,
  codeTtlMs: 10 * MINUTE,
  // At most 72 hours (leads/continue-token.ts caps it).
  continueTokenTtlMs: 72 * HOUR,
  uploadMaxBytes: 5 * 1024 * 1024,
};

/** A per-client budget of a route: routes naming the same budget share one counter. */
export interface RouteLimit {
  budget: string;
  max: number;
  windowMs: number;
}

/** The per-client limit of each rate-limited route of the contract's route map. */
export function routeLimits(l: Limits): Partial<Record<ApiRouteName, RouteLimit>> {
  const leadCreate = {
    budget: 'lead-create',
    max: l.leadCreatePerClientPerMinute,
    windowMs: MINUTE,
  };
  const leadUpdate = {
    budget: 'lead-update',
    max: l.leadUpdatesPerClientPerMinute,
    windowMs: MINUTE,
  };
  const smsSend = { budget: 'sms-send', max: l.smsSendsPerClientPerHour, windowMs: HOUR };
  return {
    createLeadV2: leadCreate,
    createLeadV3: leadCreate,
    updateLeadV2: leadUpdate,
    updateLeadV3: leadUpdate,
    botCheckChallenge: {
      budget: 'bot-challenge',
      max: l.botChallengesPerClientPerMinute,
      windowMs: MINUTE,
    },
    startMobileVerification: smsSend,
    resendCode: smsSend,
    changeMobile: smsSend,
    verifyMobile: { budget: 'verify', max: l.verifyAttemptsPerClientPerHour, windowMs: HOUR },
    idUpload: { budget: 'upload', max: l.uploadsPerClientPerHour, windowMs: HOUR },
    setPassword: { budget: 'password', max: l.passwordAttemptsPerClientPerHour, windowMs: HOUR },
    unsubscribe: { budget: 'unsubscribe', max: l.unsubscribesPerClientPerHour, windowMs: HOUR },
    affiliateEvent: {
      budget: 'affiliate-event',
      max: l.affiliateEventsPerClientPerMinute,
      windowMs: MINUTE,
    },
    reportVitals: { budget: 'vitals', max: l.vitalsReportsPerClientPerMinute, windowMs: MINUTE },
    reportJourney: {
      budget: 'journey',
      max: l.journeyReportsPerClientPerMinute,
      windowMs: MINUTE,
    },
    addMissingTranslations: {
      budget: 'missing-translations',
      max: l.missingTranslationsPerClientPerMinute,
      windowMs: MINUTE,
    },
    operatorSignIn: {
      budget: 'operator-sign-in',
      max: l.operatorSignInsPerClientPerHour,
      windowMs: HOUR,
    },
  };
}

/** LIMIT_SMS_SENDS_PER_LEAD_PER_DAY for smsSendsPerLeadPerDay. */
const limitVariable = (name: keyof Limits): string =>
  `LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

/** The LIMIT_* variables that are set, as limits; a bad value is a problem naming it. */
export function readLimitsEnv(source: Readonly<Record<string, string | undefined>>): {
  limits: Partial<Limits>;
  problems: string[];
} {
  const limits: Partial<Limits> = {};
  const problems: string[] = [];
  for (const name of Object.keys(defaultLimits) as (keyof Limits)[]) {
    const variable = limitVariable(name);
    const raw = source[variable]?.trim();
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (/^\d+$/.test(raw) && Number.isSafeInteger(value) && value >= 1) limits[name] = value;
    else problems.push(`${variable}: must be a whole number of at least 1`);
  }
  return { limits, problems };
}
