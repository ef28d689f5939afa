import type { Db } from '../db/open-database.ts';
import { addressKeyOfDigest, type OptOutPurpose } from './opt-out-token.ts';

// The opt-out table holds keyed hashes only (migration 0013): never an address, and no digest
// that a list of addresses could reverse without the app secret.

export async function recordOptOut(
  db: Db,
  addressKey: string,
  purpose: OptOutPurpose,
): Promise<void> {
  await db
    .insertInto('email_opt_outs')
    .values({ address_key: addressKey, purpose })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Moves the unkeyed digests of older releases to keyed hashes (they were all email
 * marketing opt-outs), so no opt-out is lost and none stays reversible. Run after migrating.
 */
export async function rekeyLegacyOptOuts(db: Db, secret: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const legacy = await trx.selectFrom('legacy_unsubscribes').select('email_hash').execute();
    if (legacy.length === 0) return 0;
    await trx
      .insertInto('email_opt_outs')
      .values(
        legacy.map((row) => ({
          address_key: addressKeyOfDigest(secret, row.email_hash),
          purpose: 'marketing-email',
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx.deleteFrom('legacy_unsubscribes').execute();
    return legacy.length;
  });
}
