// How many wrong passwords an operator account takes (ADR 0041, security review): two counters in
// the database every instance shares (limits/counters.ts), so no instance lets more through.
//
// - Per account and client address: `perClient` wrong passwords for one account from one client
//   (an IPv6 client by its /64, which one host holds whole) and that client is refused for the
//   account until the hour has passed, even with the right password. Only the guesser's own
//   address is locked: the operator, elsewhere, signs in as before. A lock-out that anyone who
//   knows an operator's address could trigger would be a denial of service on the operator area
//   (OWASP ASVS 6.3.1, v4 2.2.1: anti-automation "without" account lock-out attacks).
// - Per account, from every address: `perAccount` wrong passwords in the hour (100, NIST SP
//   800-63B 5.2.2: no more than 100 consecutive failed attempts on one account; ASVS v4 2.2.1:
//   no more than 100 an hour) and the account is refused from anywhere until the hour has passed.
//   A guess spread over many addresses stops there. Triggering it takes perAccount / perClient
//   clients of the attacker's own (twenty by default): a ceiling, not a hair trigger.
//
// A per-account slow-down instead of the ceiling was weighed and not taken: a wait between
// attempts on one account is paced just as well by an attacker's one attempt per wait, so the
// operator meets the wait (the same denial), and a delay held open on the server costs us, not
// the attacker.
//
// Each attempt takes its place in both counters before the password is checked, and gives it
// back when the password was right or the attempt was refused unchecked: concurrent guesses
// cannot all pass a count read before any of them was added (a peek, then a check, then a count).
import { isIP } from 'node:net';
import { sql, type Kysely } from 'kysely';
import { HOUR } from '../config/limits.ts';
import type { Database } from '../db/schema.ts';
import { counterKey, countUse, secondsUntilReset, type Count } from '../limits/counters.ts';

export interface SignInThrottleLimits {
  /** Wrong passwords for one account from one client before that client is refused for it. */
  perClient: number;
  /** Wrong passwords for one account from all clients before the account is refused. */
  perAccount: number;
}

/** The budgets' names: the counters' row keys start with them. */
export const perClientBudget = 'operator-lockout';
const perAccountBudget = 'operator-lockout-account';

/**
 * The client as the lock-out counts it: an IPv4 address (also written IPv4-mapped), or the /64
 * of an IPv6 address. One host is given a whole /64, so counting its addresses one by one would
 * let it guess `perClient` times per address and reach the account ceiling alone.
 */
export function clientOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of a valid IPv6 address, without leading zeros. */
function ipv6Groups(ip: string): string[] {
  // A dotted IPv4 tail (64:ff9b::192.0.2.1) is the last two groups.
  const hex = ip.toLowerCase().replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (...octets: string[]) => {
    const [a, b, c, d] = octets.slice(1, 5).map(Number) as [number, number, number, number];
    return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  });
  const [head = '', tail] = hex.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? 0 : 8 - front.length - back.length;
  return [...front, ...Array<string>(zeros).fill('0'), ...back].map((group) =>
    group.replace(/^0+(?=.)/, ''),
  );
}

/** Takes back one use of a live window (never below 0). */
async function giveBack(db: Kysely<Database>, key: string, now: Date): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql`greatest(rate_limits.count - 1, 0)` })
    .where('key', '=', key)
    .where('reset_at', '>', now)
    .execute();
}

/** An attempt holding its place in both counters until its password is checked. */
export interface SignInAttempt {
  /** The password was right: the attempt's places are given back. */
  succeeded(): Promise<void>;
  /** The password was wrong: its places stay; the seconds to wait when a budget is now spent. */
  failed(): number | undefined;
}

export type SignInAdmission =
  { admitted: true; attempt: SignInAttempt } | { admitted: false; retryAfterSeconds: number };

export function signInThrottle(secret: string, limits: SignInThrottleLimits) {
  return {
    /**
     * Admits an attempt on `email` from `ip` unless the client has spent its wrong passwords for
     * the account, or the account its ceiling; a refused attempt leaves the counts as they were.
     */
    async admit(
      db: Kysely<Database>,
      email: string,
      ip: string,
      now: Date,
    ): Promise<SignInAdmission> {
      const counters: { key: string; max: number }[] = [
        {
          key: counterKey(secret, perClientBudget, JSON.stringify([email, clientOf(ip)])),
          max: limits.perClient,
        },
        { key: counterKey(secret, perAccountBudget, email), max: limits.perAccount },
      ];
      const counts: Count[] = [];
      // In turn, not at once: the caller may hand in a transaction, which runs one at a time.
      for (const { key } of counters) counts.push(await countUse(db, key, HOUR, now));
      const giveAllBack = async () => {
        for (const { key } of counters) await giveBack(db, key, now);
      };
      // Over a budget before this attempt: refused, and its places given back, so that a
      // locked client's further tries neither count nor move the account towards its ceiling.
      const over = counts.filter((count, i) => count.count > (counters[i]?.max ?? 0));
      if (over.length > 0) {
        await giveAllBack();
        return { admitted: false, retryAfterSeconds: longestWait(over, now) };
      }
      return {
        admitted: true,
        attempt: {
          succeeded: giveAllBack,
          failed: () => {
            const spent = counts.filter((count, i) => count.count >= (counters[i]?.max ?? 0));
            return spent.length > 0 ? longestWait(spent, now) : undefined;
          },
        },
      };
    },
  };
}

function longestWait(counts: readonly Count[], now: Date): number {
  return Math.max(...counts.map((count) => secondsUntilReset(count, now)));
}
