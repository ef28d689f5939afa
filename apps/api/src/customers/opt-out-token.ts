import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// Unsubscribe links (issue 20, item 7; ADR "personal data stays in the tab"): a token
// `<addressKey>.<purpose>.<expiry ms>.<HMAC(secret, addressKey|purpose|expiry)>`. It names the
// address only by its keyed hash, so the link puts no address in URLs or logs, and nobody can
// make one for someone else's address without the secret. The same keyed hash is what the
// opt-out table stores.

export const optOutPurposes = ['marketing-email'] as const;
export type OptOutPurpose = (typeof optOutPurposes)[number];

/** The unkeyed digest older releases stored: trimmed, lower-cased, SHA-256 hex. */
function legacyAddressDigest(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** Keyed over the legacy digest, so opt-outs stored before can be re-keyed without the address. */
export function addressKeyOfDigest(secret: string, digest: string): string {
  return createHmac('sha256', secret).update(`email-opt-out|${digest}`).digest('base64url');
}

export function addressKey(secret: string, email: string): string {
  return addressKeyOfDigest(secret, legacyAddressDigest(email));
}

function mac(secret: string, key: string, purpose: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(`unsubscribe|${key}|${purpose}|${expires}`)
    .digest('base64url');
}

export function signOptOutToken(
  secret: string,
  email: string,
  purpose: OptOutPurpose,
  expires: Date,
): string {
  const key = addressKey(secret, email);
  const at = expires.getTime();
  return `${key}.${purpose}.${at}.${mac(secret, key, purpose, at)}`;
}

const optOutTokenPattern = /^([\w-]{43})\.([a-z-]{1,30})\.(\d{1,15})\.([\w-]{43})$/;

export type OptOutCheck =
  | { ok: true; addressKey: string; purpose: OptOutPurpose }
  | { ok: false; reason: 'malformed' | 'invalid' };

/** Checks a token's shape, signature (in constant time), purpose and expiry. */
export function verifyOptOutToken(secret: string, token: string, now: Date): OptOutCheck {
  const match = optOutTokenPattern.exec(token);
  const [, key, purpose, at, given] = match ?? [];
  if (!key || !purpose || !at || !given) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(mac(secret, key, purpose, Number(at)));
  const signed = expected.length === given.length && timingSafeEqual(expected, Buffer.from(given));
  const known = (optOutPurposes as readonly string[]).includes(purpose);
  if (!signed || !known || Number(at) <= now.getTime()) return { ok: false, reason: 'invalid' };
  return { ok: true, addressKey: key, purpose: purpose as OptOutPurpose };
}
