import { createHmac, timingSafeEqual } from 'node:crypto';

// Both directions between the API and a partner are signed the same way (docs/partners.md):
// HMAC-SHA256, keyed with the partner's shared secret, over "<timestamp>.<raw body>", sent as
//   X-Partner-Timestamp: <Unix seconds>
//   X-Partner-Signature: v1=<lowercase hex>
// The receiver recomputes it over the bytes it received and refuses a timestamp more than the
// replay window away from its clock, so a captured request cannot be replayed later; within the
// window the callback's event id makes a repeat a no-op (partners/callbacks.ts).

export const timestampHeader = 'x-partner-timestamp';
export const signatureHeader = 'x-partner-signature';
export const idempotencyHeader = 'idempotency-key';

/** How far a signed timestamp may be from the receiver's clock, either way. */
const replayWindowSeconds = 300;

const version = 'v1';

function mac(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The two signature headers for a body sent at `now`. */
export function signedHeaders(secret: string, body: string, now: Date): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    [timestampHeader]: timestamp,
    [signatureHeader]: `${version}=${mac(secret, timestamp, body)}`,
  };
}

export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'mismatch';

/** Null when the headers sign this body within the replay window; else what is wrong. */
export function signatureProblem(
  secret: string,
  body: string,
  headers: { timestamp: unknown; signature: unknown },
  now: Date,
): SignatureProblem | null {
  const { timestamp, signature } = headers;
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return 'missing';
  if (!/^\d{1,12}$/.test(timestamp)) return 'malformed';
  const given = /^v1=([0-9a-f]{64})$/.exec(signature)?.[1];
  if (given === undefined) return 'malformed';
  const skew = Math.abs(now.getTime() / 1000 - Number(timestamp));
  if (skew > replayWindowSeconds) return 'stale';
  const expected = Buffer.from(mac(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? null : 'mismatch';
}
