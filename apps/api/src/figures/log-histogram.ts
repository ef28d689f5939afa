import { sql, type RawBuilder } from 'kysely';

// Percentiles from daily rollups (ADR 0058): a figure over 90 days must not read every raw row,
// so each day keeps a histogram of the values in buckets whose edges grow by 10 % (a value is
// placed within 5 % of its bucket's middle). The bucket of a value is computed only in SQL, by
// this one expression, wherever it is needed (as rows arrive, in a rebuild, in a test's raw
// reference), so a rebuild and the live rollups can never disagree on an edge.

/** Values at or below this are bucket 0, shown as 0 (CLS 0, a step completed in 0.1 ms). */
const FLOOR = 1e-4;
const RATIO = 1.1;

/** The bucket of a numeric SQL value: 0 up to FLOOR, then one per 10 % of growth. */
export function bucketOf(value: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`cast(floor(ln(greatest(cast(${value} as double precision), ${sql.lit(FLOOR)}) / ${sql.lit(FLOOR)}) / ln(${sql.lit(RATIO)})) as integer)`;
}

/**
 * The value a bucket stands for: its geometric middle, within 4.9 % of every value in it, to
 * four significant digits (0.05 % more).
 */
export function bucketValue(bucket: number): number {
  if (bucket <= 0) return 0;
  return Number((FLOOR * RATIO ** (bucket + 0.5)).toPrecision(4));
}

export interface BucketCount {
  bucket: number;
  count: number;
}

/**
 * The q-quantile of a histogram, as percentile_disc takes it from raw values: the first value
 * whose share of the ordered values reaches q, here the bucket it falls in. Null when empty.
 */
export function quantileOf(histogram: readonly BucketCount[], q: number): number | null {
  const ordered = [...histogram].sort((a, b) => a.bucket - b.bucket);
  const total = ordered.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const row of ordered) {
    seen += row.count;
    if (seen >= rank) return bucketValue(row.bucket);
  }
  return null;
}
