import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isEmptyAffiliateReference,
  nonEmptyAffiliateReferenceCheck,
  sessionIdSchema,
} from './identifier-rules.ts';
import { validationMessages as M } from './messages.ts';
import { firstError } from '../test-support/first-error.ts';
import * as z from 'zod/mini';

describe('sessionId', () => {
  it.each([
    ['3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f', null],
    ['3F2B8C1E-9D4A-4E7B-8C2D-1A2B3C4D5E6F', null],
    ['3f2b8c1e9d4a4e7b8c2d1a2b3c4d5e6f', M.sessionIdFormat],
    ['3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6', M.sessionIdFormat],
    ['3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f0', M.sessionIdFormat],
    ['gf2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f', M.sessionIdFormat],
    ['{3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f}', M.sessionIdFormat],
    ['', M.sessionIdFormat],
  ])('%j -> %s', (value, error) => {
    expect(firstError(sessionIdSchema, value)).toBe(error);
  });

  it('accepts every uuid fast-check generates', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(sessionIdSchema.safeParse(id).data).toBe(id);
      }),
    );
  });
});

describe('affiliate reference', () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ attribute: '', subId: '  ', transactionId: null }, true],
    [{ attribute: 'partner' }, false],
    [{ subId: 's1' }, false],
    [{ transactionId: 't1' }, false],
  ])('%j empty: %s', (ref, empty) => {
    expect(isEmptyAffiliateReference(ref)).toBe(empty);
    if (ref) {
      const optional = z.optional(z.nullable(z.string()));
      const schema = z
        .object({ attribute: optional, subId: optional, transactionId: optional })
        .check(nonEmptyAffiliateReferenceCheck);
      expect(firstError(schema, ref)).toBe(empty ? M.affiliateReferenceEmpty : null);
    }
  });
});
