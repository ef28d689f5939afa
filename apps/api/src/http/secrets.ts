import { createHash, randomBytes } from 'node:crypto';

// Bearer secrets that the database knows only by their hash: the lead-access cookie (ADR 0025),
// continue links and operator sessions (ADR 0041). One home so every kind is minted and hashed
// the same way. A 256-bit random secret needs no slow hash (nothing to guess), so a plain
// SHA-256 in base64url is enough. Changing either the size or the encoding would orphan every
// stored hash: existing cookies, links and sessions would stop matching.

export interface MintedSecret {
  /** Goes to its holder (a cookie, a link), nowhere else. */
  secret: string;
  /** Goes to the database. */
  hash: string;
}

/** What the database stores for `secret`, and the lookup key when one is presented. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** A fresh 256-bit secret (43 base64url characters) and its hash. */
export function mintSecret(): MintedSecret {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}
