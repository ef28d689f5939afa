import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';

// Customer passwords: scrypt at OWASP's current cost (Password Storage Cheat Sheet: N=2^17,
// r=8, p=1), parameters kept in the stored string `scrypt$N$r$p$salt$hash`, so the cost can
// be raised later and old hashes still verify with their own. One hash holds 128 MiB for a
// few hundred ms on a libuv thread: at most two run at once, the rest queue, so a burst can
// neither exhaust memory nor take every thread the server's file and DNS work needs.

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

const currentParams: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const keyLength = 32;

/** At most this many hashes at once (exported for the burst test's probe). */
export const hashing = pLimit(2);

// OpenSSL needs 128·r·(N+2) bytes for V plus 128·r·p for B; Node's default cap is 32 MiB.
const maxmemFor = ({ N, r, p }: ScryptParams) => 128 * r * (N + 2 + p) + 1024 * 1024;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: maxmemFor(params) };
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => {
          if (error) reject(error);
          else resolve(key);
        });
      }),
  );
}

export async function hashPassword(
  password: string,
  params: ScryptParams = currentParams,
): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, params);
  const { N, r, p } = params;
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;

/** The parameters of a stored hash, bounded so a tampered row cannot ask for gigabytes. */
function parseHash(
  stored: string,
): { params: ScryptParams; salt: Buffer; hash: Buffer } | undefined {
  const [scheme, n, r, p, salt, hash, extra] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || extra !== undefined || !salt || !hash) return undefined;
  if (!isPowerOfTwo(params.N) || params.N > 2 ** 20) return undefined;
  if (!Number.isInteger(params.r) || params.r < 1 || params.r > 32) return undefined;
  if (!Number.isInteger(params.p) || params.p < 1 || params.p > 16) return undefined;
  return { params, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (parsed === undefined) return false;
  const candidate = await derive(password, parsed.salt, parsed.params);
  return candidate.length === parsed.hash.length && timingSafeEqual(candidate, parsed.hash);
}
