import type { DataPointField, DataPointValues } from '../../definitions/types';
import { conditionHolds } from '../../engine/evaluate-condition';
import type { FormInput } from '@/shared/ui/form/field-props';
import { toDataPointValue } from '@/shared/ui/form/to-value';

/** Fields whose own condition holds for what is stored plus what is typed right now. */
export function visibleFields(
  fields: readonly DataPointField[],
  stored: DataPointValues,
  input: Partial<FormInput>,
): DataPointField[] {
  const live: Record<string, DataPointValues[string]> = { ...stored };
  for (const field of fields) {
    const value = toDataPointValue(field.control.kind, input[field.name]);
    if (value !== undefined) live[field.name] = value;
  }
  return fields.filter((field) => conditionHolds(field.condition, live));
}
