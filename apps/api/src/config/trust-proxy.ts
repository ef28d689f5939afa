import { isIP } from 'node:net';

// Which X-Forwarded-For hops Fastify believes (request.ip, and so every per-client limit).
// `true` would believe any address a client writes into the header, so one client could
// claim a fresh address per request and never meet a limit: it is refused. A hop count is
// refused too: Fastify 5.12 no longer honours one (it cannot tell the balancer from a client
// that reaches the instance directly and writes the header itself), so a count would quietly
// make every client the balancer's address and share one budget. What a deploy gives is the
// proxies' addresses and CIDR ranges, every hop of the chain (CDN, balancer); proxy-addr also
// knows the names loopback, linklocal and uniquelocal.
export type TrustProxy = false | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY; `{ problem }` is what to report against the variable. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { problem: string } {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    return {
      problem:
        'trusting every proxy lets any client pick its own address; give the proxies addresses/CIDRs (e.g. 10.0.0.0/8)',
    };
  }
  if (/^\d+$/.test(value)) {
    return {
      problem:
        'a hop count cannot tell a proxy from a client that writes X-Forwarded-For itself (Fastify 5.12 ignores it); give the proxies addresses/CIDRs (e.g. 10.0.0.0/8)',
    };
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) return { problem: `not an address or CIDR range: ${bad.join(', ')}` };
  return entries;
}
