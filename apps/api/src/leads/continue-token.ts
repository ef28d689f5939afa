import { createHmac, timingSafeEqual } from 'node:crypto';

// Continue links (ARCHITECTURE.md 3): `<expiry ms>.<HMAC(secret, id|urlType|expiry)>`. The
// lead id alone never opens a lead; a token is bound to one lead, one link type and a deadline.
function mac(secret: string, id: string, urlType: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(`continue|${id.toLowerCase()}|${urlType}|${expires}`)
    .digest('base64url');
}

export function signContinueToken(
  secret: string,
  id: string,
  urlType: string,
  expires: Date,
): string {
  const at = expires.getTime();
  return `${at}.${mac(secret, id, urlType, at)}`;
}

export function verifyContinueToken(
  secret: string,
  id: string,
  urlType: string,
  token: string,
  now: Date,
): boolean {
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return false;
  const at = Number(match[1]);
  if (at <= now.getTime()) return false;
  const expected = Buffer.from(mac(secret, id, urlType, at));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The path the app's /continue/:id screen calls; handed out by email/SMS senders. */
export function continueLinkPath(
  secret: string,
  id: string,
  urlType: string,
  expires: Date,
  flow: 'v2' | 'v3',
): string {
  const token = signContinueToken(secret, id, urlType, expires);
  return `/api/${flow}/lead/url/${encodeURIComponent(id)}/${encodeURIComponent(urlType)}?token=${encodeURIComponent(token)}`;
}
