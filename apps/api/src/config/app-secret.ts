import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

// ADR "fail-closed-start": the secret keys XSRF tokens, continue links, code hashes and the
// pseudonymised client address in security logs, so a guessable one is refused everywhere.
const MIN_LENGTH = 32;
const PLACEHOLDER = /change.?me|placeholder|your.?secret|example|replace.?me|default|todo/i;
// Fewer distinct characters than this is a pattern ('x' * 40, 'abab...'), not a random value.
const MIN_DISTINCT = 10;

export class SecretError extends Error {
  override name = 'SecretError';
}

/** Why a given secret is not acceptable, or undefined when it is. */
function secretProblem(secret: string): string | undefined {
  if (secret.length < MIN_LENGTH) return `at least ${MIN_LENGTH} characters`;
  if (PLACEHOLDER.test(secret)) return 'a placeholder, not a secret';
  if (new Set(secret).size < MIN_DISTINCT) return 'too repetitive to be random';
  return undefined;
}

/** Creates the data directory (or narrows an existing one) so only the owner can read it. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

export interface SecretSource {
  APP_SECRET?: string | undefined;
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}

/**
 * A given APP_SECRET must look random. Without one, the embedded PGlite database (one
 * instance by construction) gets a secret generated once into DATA_DIR (owner-only file);
 * with DATABASE_URL several instances share the database, so they must share a given secret.
 */
export function resolveSecret(source: SecretSource): string {
  const given = source.APP_SECRET;
  if (given !== undefined && given !== '') {
    const problem = secretProblem(given);
    if (problem !== undefined) throw new SecretError(`APP_SECRET: ${problem}`);
    return given;
  }
  if (source.DATABASE_URL !== undefined) {
    throw new SecretError(
      `APP_SECRET: required with DATABASE_URL (every instance needs the same one, ${MIN_LENGTH}+ random characters)`,
    );
  }
  ensurePrivateDir(source.DATA_DIR);
  const file = path.join(source.DATA_DIR, 'app-secret');
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    return readFileSync(file, 'utf8').trim();
  }
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
