// The SMS code of the mobile verification screen: six digits (the contract's
// verificationCodeSchema). People paste it with spaces or a dash ("123 456"), so those go first.
const verificationCodeLength = 6;

export function normalizeVerificationCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function isVerificationCodeFormat(value: string): boolean {
  return new RegExp(`^\\d{${verificationCodeLength}}$`).test(normalizeVerificationCode(value));
}

/** Why a code the server refused was refused: a code past its deadline is "expired". */
export function refusedCodeReason(expiresAt: string | undefined, now: number): 'expired' | 'wrong' {
  if (expiresAt === undefined) return 'wrong';
  const deadline = Date.parse(expiresAt);
  return Number.isFinite(deadline) && now >= deadline ? 'expired' : 'wrong';
}
