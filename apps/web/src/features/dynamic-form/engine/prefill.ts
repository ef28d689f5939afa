import type { DataPointValues } from '../definitions/types';
import type { DynamicFormsState } from './state';

/**
 * Values known before the applicant types (address prefill, a stored or continued lead).
 * An answer already given wins: it is newer than anything prefilled.
 */
export function prefill(state: DynamicFormsState, known: DataPointValues): DynamicFormsState {
  const fresh = Object.entries(known).filter(
    ([name, value]) => value !== undefined && value !== null && state.values[name] === undefined,
  );
  if (fresh.length === 0) return state;
  return { ...state, values: { ...state.values, ...Object.fromEntries(fresh) } };
}
