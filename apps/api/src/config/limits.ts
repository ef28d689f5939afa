// Abuse limits (ARCHITECTURE.md 3). Per client = per remote address; per lead = per lead id.
// Tests lower them through buildApp({ limits }) to prove the 429 without thousands of calls.
export interface Limits {
  leadCreatePerClientPerMinute: number;
  smsSendsPerClientPerHour: number;
  smsSendsPerLead: number;
  verifyAttemptsPerClientPerHour: number;
  verifyAttemptsPerCode: number;
  codeTtlMs: number;
  continueTokenTtlMs: number;
  uploadMaxBytes: number;
}

export const defaultLimits: Limits = {
  leadCreatePerClientPerMinute: 120,
  smsSendsPerClientPerHour: 30,
  smsSendsPerLead: 5,
  verifyAttemptsPerClientPerHour: 60,
  verifyAttemptsPerCode: 5,
  codeTtlMs: 10 * 60 * 1000,
  continueTokenTtlMs: 7 * 24 * 60 * 60 * 1000,
  uploadMaxBytes: 5 * 1024 * 1024,
};
