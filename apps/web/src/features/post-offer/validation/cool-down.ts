// The resend button of the mobile verification screen waits this long after each send, and
// says how long is left, so nobody presses it repeatedly (the API allows 5 sends per lead).
export const resendCoolDownMs = 30_000;

/** Whole seconds until a resend is allowed (0 = now). */
export function secondsUntilResend(lastSentAt: number | undefined, now: number): number {
  if (lastSentAt === undefined) return 0;
  const left = lastSentAt + resendCoolDownMs - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
