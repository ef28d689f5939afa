// A structured condition (definitions/conditions.ts) as one readable line, for the operator area's flow map.
import { findCondition, type Condition } from './conditions';

function describe(condition: Condition): string {
  switch (condition.op) {
    case 'equals':
      return `${condition.dataPoint} = ${JSON.stringify(condition.value)}`;
    case 'one-of':
      return `${condition.dataPoint} in [${condition.values.map((v) => JSON.stringify(v)).join(', ')}]`;
    case 'greater-than':
      return `${condition.dataPoint} > ${String(condition.value)}`;
    case 'not':
      return `not (${describe(condition.condition)})`;
    case 'all':
    case 'any':
      return condition.conditions
        .map((c) => `(${describe(c)})`)
        .join(condition.op === 'all' ? ' and ' : ' or ');
  }
}

/** `has-vehicle: form_vehicle = "yes"`; an id the registry lacks says so. */
export function describeCondition(id: string): string {
  const condition = findCondition(id);
  return condition ? `${id}: ${describe(condition)}` : `${id}: unknown condition`;
}
