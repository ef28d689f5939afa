import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dataPointForLeadPath,
  dataPointGroups,
  dataPointNames,
  dataPoints,
  dataPointsToLead,
  isDataPointName,
  leadToDataPoints,
} from './data-points.ts';
import { leadDataSchema } from './entities/lead-data.ts';
import { sampleLead } from './fixtures/sample-lead.ts';

// Counted by hand from spec 3 "Form data point names": 23 + 5 + 16 + 25 + 10 + 7 + 8 + 3 + 6 + 5.
const specCounts = {
  applicant: 23,
  loan: 5,
  address: 16,
  employmentAndIncome: 25,
  debtsAndExpenses: 10,
  banking: 7,
  vehicle: 8,
  references: 3,
  consents: 6,
  other: 5,
};

describe('data point names', () => {
  it('lists all 108 data points of spec 3 exactly once, by group', () => {
    expect(dataPointNames).toHaveLength(108);
    expect(new Set(dataPointNames).size).toBe(108);
    for (const [group, n] of Object.entries(specCounts)) {
      expect(dataPointGroups[group as keyof typeof dataPointGroups], group).toHaveLength(n);
    }
    for (const name of dataPointNames) expect(name).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it.each([
    ['form_mortage_amount', true],
    ['form_mortgage_amount', false],
    ['email', true],
    ['constructor', false],
    [42, false],
  ])('isDataPointName(%j) is %s', (name, expected) => {
    expect(isDataPointName(name)).toBe(expected);
  });
});

describe('data point <-> lead mapping', () => {
  it.each([
    ['form_first_name', 'personalDetails.firstName'],
    ['loan_amount', 'amount'],
    ['email', 'contactDetails.email'],
    ['form_mortage_amount', 'expenses.mortgageAmount'],
    ['consent_text', null],
  ])('%s <-> %s', (name, path) => {
    expect(dataPoints.find((d) => d.name === name)?.leadPath).toBe(path);
    if (path) expect(dataPointForLeadPath(path)).toBe(name);
  });

  it('maps each lead field from at most one data point', () => {
    const paths = dataPoints.flatMap((d) => (d.leadPath ? [d.leadPath] : []));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('points only at fields the lead schema has', () => {
    const shape = leadDataSchema.def.shape as Record<
      string,
      { def: { innerType: { def: { shape?: object } } } }
    >;
    for (const { leadPath } of dataPoints) {
      if (!leadPath) continue;
      const [head, tail] = leadPath.split('.') as [string, string?];
      expect(shape, leadPath).toHaveProperty(head);
      if (tail) expect(shape[head]?.def.innerType.def.shape, leadPath).toHaveProperty(tail);
    }
  });

  it('round-trips the complete sample lead through data points', () => {
    const values = leadToDataPoints(sampleLead);
    expect(values.form_first_name).toBe('María');
    expect(values.loan_amount).toBe(500);
    expect(values.lead_prefilled_fields).toEqual(['email', 'phone_number']);
    const back = dataPointsToLead(values);
    expect(leadToDataPoints(back)).toEqual(values);
    expect(leadDataSchema.safeParse(back).success).toBe(true);
  });

  it('round-trips any subset of data point values', () => {
    const full = leadToDataPoints(sampleLead);
    const names = Object.keys(full) as (keyof typeof full)[];
    fc.assert(
      fc.property(fc.subarray(names), (subset) => {
        const values = Object.fromEntries(subset.map((n) => [n, full[n]]));
        expect(leadToDataPoints(dataPointsToLead(values))).toEqual(values);
      }),
    );
  });

  it('ignores unknown names, unmapped names and null values', () => {
    expect(
      dataPointsToLead({ nope: 1, consent_text: 'x', form_first_name: null, loan_period: 70 }),
    ).toEqual({
      period: 70,
    });
  });

  it('never throws on hostile input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (values, lead) => {
        expect(() => dataPointsToLead(values as never)).not.toThrow();
        expect(() => leadToDataPoints(lead as never)).not.toThrow();
      }),
    );
  });
});
