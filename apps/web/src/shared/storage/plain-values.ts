// The store keeps plain, serialisable data (Redux needs it, and the contract's schemas speak
// ISO text), while the storage module revives timestamps as Date. These helpers bring stored
// values back to that plain form when they become initial state.

/** Deeply turns Date values back into ISO text (an invalid Date is dropped). */
export function datesToIso(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (Array.isArray(value)) return value.map(datesToIso);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, datesToIso(v)]));
  }
  return value;
}

/** Deeply turns the strings 'true' and 'false' into booleans (spec 4, initial state). */
export function booleanStrings(value: unknown): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (Array.isArray(value)) return value.map(booleanStrings);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, booleanStrings(v)]));
  }
  return value;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)
  );
}

/** A stored value as initial state: plain object or undefined, dates as ISO, 'true'/'false' as booleans. */
export function storedObject(value: unknown): Record<string, unknown> | undefined {
  const plain = booleanStrings(datesToIso(value));
  return isPlainObject(plain) ? plain : undefined;
}
