import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureLog } from '@/test-support/capture-log';
import { resolveAdClick } from './ad-click';
import { resolveAffiliateReference } from './affiliate-reference';
import { readClickIds } from './click-id-cookies';

let restore: () => void;
beforeEach(() => {
  restore = captureLog().restore;
});
afterEach(() => {
  restore();
});

const now = new Date('2026-06-01T10:00:00.000Z');
const names = [
  'refName',
  'refSubId',
  'refTransactionId',
  's_id',
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'fbclid',
  'x',
];
const query = fc
  .array(fc.tuple(fc.constantFrom(...names), fc.string()), { maxLength: 8 })
  .map((pairs) => new URLSearchParams(pairs));
const stored = fc.oneof(fc.anything(), fc.record({ subId: fc.string(), setAt: fc.string() }));

describe('attribution (properties)', () => {
  it('resolves any address and stored value without throwing, to a consistent result', () => {
    fc.assert(
      fc.property(query, stored, (q, s) => {
        const aff = resolveAffiliateReference({ query: q, stored: s, now, expiryHours: 480 });
        expect(aff.changed && aff.expired).toBe(false);
        if (aff.expired) expect(aff.reference).toBeUndefined();
        const click = resolveAdClick({ query: q, stored: s, now });
        if (click.storage === 'remove') expect(click.record).toBeUndefined();
        readClickIds(typeof s === 'string' ? s : '', q, now);
      }),
    );
  });
});
