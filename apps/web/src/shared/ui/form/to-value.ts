// What an input holds (always a string, or a boolean for a checkbox) turned into the data
// point value the contract expects. Empty means "not answered", never '' or 0.
import { normalizeDateText } from '@finceptiv/contract/validation/two-digit-year';
import type { DataPointValue } from '@finceptiv/contract/entities/dynamic-form';
import type { ControlKind } from './field-types';

function toNumber(raw: string): number | string {
  // People type '1.500,50' in Spain and Germany and '1,500.50' in the Philippines: keep the
  // digits and the last separator as the decimal point when two decimals or fewer follow it.
  const compact = raw.replace(/\s/g, '');
  const match = /^(.*?)[.,](\d{1,2})$/.exec(compact);
  const normal = match
    ? `${(match[1] ?? '').replace(/[.,]/g, '')}.${match[2] ?? ''}`
    : compact.replace(/[.,]/g, '');
  const value = Number(normal);
  return normal !== '' && Number.isFinite(value) ? value : raw;
}

export function toDataPointValue(kind: ControlKind, raw: unknown): DataPointValue | undefined {
  if (typeof raw === 'boolean' || typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  if (text === '') return undefined;
  switch (kind) {
    case 'currency':
    case 'integer':
      return toNumber(text);
    case 'yes-no':
      return text === 'true' ? true : text === 'false' ? false : undefined;
    case 'iban':
      return text.toUpperCase();
    case 'date':
      // Spec 9: '0059-02-01' (59 typed in the year) means 2059; text that is no date stays
      // as typed so the contract's rule names the problem.
      return normalizeDateText(text) ?? text;
    default:
      return text;
  }
}

/** What the input shows for a stored value (the inverse of toDataPointValue). */
export function toInputValue(kind: ControlKind, value: DataPointValue | undefined): InputValue {
  if (kind === 'checkbox') return value === true;
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}

export type InputValue = string | boolean;
