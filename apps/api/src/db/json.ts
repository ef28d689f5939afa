import { sql, type RawBuilder } from 'kysely';

/**
 * A JSONB value as a SQL expression. Sent as text and cast on the server so both drivers
 * (pg and PGlite, which serialise parameters differently) store the same document.
 */
export function jsonb(value: unknown): RawBuilder<unknown> {
  return sql`cast(${JSON.stringify(value)} as text)::jsonb`;
}
