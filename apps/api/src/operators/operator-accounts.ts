// The lender's team (issue 25, ADR 0041): operators are created and removed by a command on the
// server (`npm run operator`), never through the API, and sign in with an email and a password
// kept as an scrypt hash like customer passwords.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hashPassword, verifyPassword } from '../passwords/password-hash.ts';

/** Emails compare as the operator typed them, give or take case and spaces. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function addOperator(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<'added' | 'updated'> {
  const hash = await hashPassword(password);
  const existing = await db
    .selectFrom('operators')
    .select('email')
    .where('email', '=', normalEmail(email))
    .executeTakeFirst();
  await db
    .insertInto('operators')
    .values({ email: normalEmail(email), password_hash: hash })
    .onConflict((oc) => oc.column('email').doUpdateSet({ password_hash: hash }))
    .execute();
  // A new password ends every session signed in with the old one.
  if (existing)
    await db.deleteFrom('operator_sessions').where('email', '=', existing.email).execute();
  return existing ? 'updated' : 'added';
}

/** Removes the operator and, with the foreign key, every session of theirs. */
export async function removeOperator(db: Kysely<Database>, email: string): Promise<boolean> {
  const result = await db
    .deleteFrom('operators')
    .where('email', '=', normalEmail(email))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function listOperators(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('operators').select('email').orderBy('email').execute();
  return rows.map((row) => row.email);
}

// Hashed once, when first needed: an unknown email costs the same scrypt as a known one, so the
// answer's timing does not tell which addresses are operators.
let decoy: Promise<string> | undefined;

/** Whether the password is this operator's; false for an unknown email, after the same work. */
export async function passwordMatches(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('operators')
    .select('password_hash')
    .where('email', '=', normalEmail(email))
    .executeTakeFirst();
  if (row === undefined) {
    decoy ??= hashPassword('decoy password, never an operator’s');
    await verifyPassword(password, await decoy);
    return false;
  }
  return verifyPassword(password, row.password_hash);
}
