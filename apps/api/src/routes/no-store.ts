import type { FastifyReply } from 'fastify';

/** Responses that carry or reveal personal data must not be kept by any cache. */
export function noStore(reply: FastifyReply): void {
  void reply.header('cache-control', 'no-store');
}
