/**
 * A deployment's configured count (hours, days): a positive number, or a string that writes one
 * in plain decimals ('72', '1.5'). `undefined` when nothing is configured; `NaN` for anything
 * else, which the caller logs before using its default. `Number()` alone would read `true` as 1,
 * '0x10' as 16 and '1e3' as 1000: a typo in a setting must not become a short expiry silently.
 */
export function positiveSetting(configured: unknown): number | undefined {
  if (configured === undefined || configured === '') return undefined;
  const value =
    typeof configured === 'number'
      ? configured
      : typeof configured === 'string' && /^\d+(\.\d+)?$/.test(configured.trim())
        ? Number(configured)
        : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : Number.NaN;
}
