import { findCondition, type Condition } from '../definitions/conditions';
import type { DataPointValues } from '../definitions/types';

function evaluateCondition(condition: Condition, values: DataPointValues): boolean {
  switch (condition.op) {
    case 'equals':
      return values[condition.dataPoint] === condition.value;
    case 'one-of': {
      const value = values[condition.dataPoint];
      return value != null && condition.values.includes(value);
    }
    case 'greater-than': {
      const value = values[condition.dataPoint];
      return typeof value === 'number' && value > condition.value;
    }
    case 'not':
      return !evaluateCondition(condition.condition, values);
    case 'all':
      return condition.conditions.every((c) => evaluateCondition(c, values));
    case 'any':
      return condition.conditions.some((c) => evaluateCondition(c, values));
  }
}

/**
 * A form without a condition always shows. An id missing from the registry is rejected when
 * definitions load; should one slip through (stale persisted state), the form is skipped
 * rather than shown with fields nobody asked for.
 */
export function conditionHolds(id: string | undefined, values: DataPointValues): boolean {
  if (id === undefined) return true;
  const condition = findCondition(id);
  return condition !== undefined && evaluateCondition(condition, values);
}
