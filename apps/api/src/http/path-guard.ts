import type { FastifyInstance } from 'fastify';

// The router reads `/%61pi/x` as `/api/x`; anything keyed on the raw URL would read it as
// something else. Checks are keyed on the routed path (routeOptions), and on top of that a
// request whose path is not already in normal form is refused, so no two readings exist.
const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/**
 * RFC 3986 6.2.2 normal form of a path, plus one stricter rule: percent-encoded unreserved
 * characters decoded, dot segments resolved, and empty segments (`//`) dropped, except a
 * trailing slash.
 */
export function normalisePath(path: string): string {
  const decoded = path.replace(/%([0-9A-Fa-f]{2})/g, (match, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : match;
  });
  const segments = decoded.split('/').slice(1);
  const out: string[] = [];
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') out.pop();
      if (last) out.push('');
    } else if (segment !== '' || last) {
      out.push(segment);
    }
  });
  return `/${out.join('/')}`;
}

export function registerPathGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw.url ?? '';
    const path = raw.split('?', 1)[0] ?? '';
    if (path.startsWith('/') && normalisePath(path) === path) return;
    request.securityEvent('security.path_refused');
    return reply.code(400).header('cache-control', 'no-store').send({ error: 'bad_request' });
  });
}
