import type { AdClickRecord } from '@finceptiv/contract/entities/tracking';
import { positiveSetting } from '@/shared/lib/positive-setting';
import { log } from '@/shared/storage/log';

export type { AdClickRecord };

const dayMs = 24 * 60 * 60 * 1000;

// Spec 4, Ad-click tracking: a stored record older than the configured legacy expiry is
// deleted. Spec 9 leaves that value unshown and gives old click ids 90 days: the default.
const defaultAdClickExpiryDays = 90;
export const adClickMaxAgeMs = defaultAdClickExpiryDays * dayMs;

/** The configured expiry (days, a positive number) in ms; anything else is logged (spec 8). */
export function adClickExpiryMs(configuredDays: unknown): number {
  const days = positiveSetting(configuredDays);
  if (days === undefined) return adClickMaxAgeMs;
  if (!Number.isNaN(days)) return days * dayMs;
  log.warn('Invalid ad-click expiry configuration; using the default.', configuredDays);
  return adClickMaxAgeMs;
}

export interface AdClickResult {
  record: AdClickRecord | undefined;
  /** What to do with the stored record: write the new one, delete it, or leave it. */
  storage: 'write' | 'remove' | 'keep';
}

const clickFields = ['gclid', 'gclsrc', 'gbraid', 'wbraid'] as const;

function fromQuery(query: URLSearchParams, now: Date): AdClickRecord | undefined {
  const values: Partial<Record<(typeof clickFields)[number], string>> = {};
  for (const field of clickFields) {
    const value = query.get(field);
    if (value) values[field] = value;
  }
  const hasClick = Boolean(values.gclid ?? values.wbraid ?? values.gbraid);
  // gclsrc names the Google product; only Google Ads ('aw...') clicks are ours to attribute.
  const fromAds = values.gclsrc === undefined || values.gclsrc.includes('aw');
  if (!hasClick || !fromAds) return undefined;
  const at = now.toISOString();
  return { ...values, setAt: at, gclidAt: at };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function time(value: unknown): number | undefined {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string' || typeof value === 'number') {
    const ms = new Date(value).getTime();
    return Number.isNaN(ms) ? undefined : ms;
  }
  return undefined;
}

/**
 * Normalises a stored record. Older releases stored Google's `{ value, expiryDate }` shape:
 * `value` becomes gclid and, without a set time, the record expires at its own expiryDate.
 */
function fromStored(stored: unknown, now: Date, maxAgeMs: number): AdClickResult {
  if (stored === undefined || stored === null) return { record: undefined, storage: 'keep' };
  if (typeof stored !== 'object') {
    log.warn('Stored ad-click record is not an object; removing it.');
    return { record: undefined, storage: 'remove' };
  }
  const raw = stored as Record<string, unknown>;
  const setAtMs = time(raw.setAt) ?? time(raw.gclidAt);
  const expiryMs = time(raw.expiryDate);
  const expired =
    setAtMs !== undefined
      ? now.getTime() - setAtMs > maxAgeMs
      : expiryMs === undefined || now.getTime() > expiryMs;
  if (expired) return { record: undefined, storage: 'remove' };
  // Google's snippet set expiryDate to click time + 90 days, so the click time can be recovered.
  const at = new Date(setAtMs ?? (expiryMs ?? now.getTime()) - maxAgeMs).toISOString();
  const record: AdClickRecord = { setAt: at, gclidAt: at };
  const gclid = text(raw.gclid) ?? text(raw.value);
  if (gclid) record.gclid = gclid;
  for (const field of ['gclsrc', 'gbraid', 'wbraid'] as const) {
    const value = text(raw[field]);
    if (value) record[field] = value;
  }
  // A legacy record is rewritten in today's shape so this conversion happens once.
  const legacy = raw.gclid === undefined && raw.value !== undefined;
  return { record, storage: legacy || setAtMs === undefined ? 'write' : 'keep' };
}

export function resolveAdClick(input: {
  query: URLSearchParams;
  stored: unknown;
  now: Date;
  maxAgeMs?: number;
}): AdClickResult {
  const fresh = fromQuery(input.query, input.now);
  if (fresh) return { record: fresh, storage: 'write' };
  return fromStored(input.stored, input.now, input.maxAgeMs ?? adClickMaxAgeMs);
}
