// The condition registry: forms refer to a condition by id, so definitions stay plain data
// (serialisable, validated on load) and one rule is written once for every brand that uses it.
import type { DataPointValue } from './types';

type Scalar = Exclude<DataPointValue, null>;

export type Condition =
  | { op: 'equals'; dataPoint: string; value: Scalar }
  | { op: 'one-of'; dataPoint: string; values: readonly Scalar[] }
  | { op: 'greater-than'; dataPoint: string; value: number }
  | { op: 'not'; condition: Condition }
  | { op: 'all' | 'any'; conditions: readonly Condition[] };

/** Income sources with an employer and an employment contract. */
export const contractIncomeSources = [
  'permanent-contract',
  'fixed-term-contract',
  'civil-servant',
] as const;

/** Income sources of people in work (an employer or their own business). */
const workingIncomeSources = [...contractIncomeSources, 'self-employed'] as const;

export const conditions = {
  'has-vehicle': { op: 'equals', dataPoint: 'form_vehicle', value: 'yes' },
  'income-has-contract': {
    op: 'one-of',
    dataPoint: 'form_source_income',
    values: contractIncomeSources,
  },
  'income-is-fixed-term': {
    op: 'equals',
    dataPoint: 'form_source_income',
    value: 'fixed-term-contract',
  },
  'income-from-work': {
    op: 'one-of',
    dataPoint: 'form_source_income',
    values: workingIncomeSources,
  },
  'is-tenant': { op: 'equals', dataPoint: 'form_housing_tenure', value: 'rent' },
  'has-mortgage': { op: 'equals', dataPoint: 'form_housing_tenure', value: 'owner-with-mortgage' },
  'has-credit-commitments': { op: 'greater-than', dataPoint: 'form_credit_commitments', value: 0 },
  'has-bank-account': { op: 'equals', dataPoint: 'form_has_bank_account', value: true },
} as const satisfies Record<string, Condition>;

export type ConditionId = keyof typeof conditions;

const registry: Readonly<Record<string, Condition>> = conditions;

function isConditionId(id: string): id is ConditionId {
  return Object.hasOwn(registry, id);
}

export function findCondition(id: string): Condition | undefined {
  return isConditionId(id) ? registry[id] : undefined;
}
