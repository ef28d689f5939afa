import type { LeadData } from '@finceptiv/contract/entities/lead-data';
import { describe, expect, it } from 'vitest';
import { staleLeadFields, stripStaleFields } from './stale-fields';

describe('stripStaleFields', () => {
  it('removes every stale field and nothing else, without touching the input', () => {
    const input = Object.fromEntries(staleLeadFields.map((f) => [f, 'x']));
    const kept = {
      amount: 1,
      period: 2,
      periodScale: 'days' as const,
      tags: ['a'],
      affiliateReferenceParams: { subId: 's' },
    };
    const data = { ...input, ...kept } as Partial<LeadData>;
    expect(stripStaleFields(data)).toEqual(kept);
    expect(data).toMatchObject(input);
  });
});
