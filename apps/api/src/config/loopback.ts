import { isIP } from 'node:net';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

/** This machine by name or address: where development conveniences and plain http may go. */
export function isLoopbackHost(host: string): boolean {
  return (
    LOOPBACK.has(host) ||
    host.endsWith('.localhost') ||
    (isIP(host) === 4 && host.startsWith('127.'))
  );
}
